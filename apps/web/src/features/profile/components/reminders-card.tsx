import '../i18n.ts';
import { useTranslation } from 'react-i18next';
import type { User } from '@track-grow/domain/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { reminderKinds, reminderSwitches, type ReminderKind } from '../../../lib/reminder-switches.ts';
import { toast } from '../../../lib/toast.ts';
import { profileErrorMessage } from '../api/error-message.ts';
import { useUpdateUser } from '../../../lib/use-update-user.ts';
import { NotificationPermission } from './notification-permission.tsx';
import { SettingRow } from './setting-row.tsx';

/** AREAS.md's reminder switches (preferences.reminders; one never set is on), saved like the other settings. */
export function RemindersCard({ user }: { user: User }) {
  const { t } = useTranslation('profileReminders');
  const { t: tCommon } = useTranslation();
  const update = useUpdateUser();
  const switches = reminderSwitches(user);

  const save = async (kind: ReminderKind, on: boolean) => {
    try {
      // The server merges preferences by key: the whole reminders object goes, the other preferences stay.
      await update.mutateAsync({ preferences: { reminders: { ...switches, [kind]: on } } });
      toast({ title: tCommon('profile.saved'), description: t('savedDescription'), variant: 'success' });
    } catch (error) {
      toast({
        title: tCommon('toast.error'),
        description: profileErrorMessage(tCommon, error),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card aria-labelledby="reminders-title">
      <CardHeader>
        <CardTitle id="reminders-title">{t('title')}</CardTitle>
        <CardDescription>{t('description')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-border">
        {reminderKinds.map((kind) => {
          const id = `setting-reminder-${kind}`;
          return (
            <div key={kind} className="grid gap-3 py-4 first:pt-0 last:pb-0">
              {/* The row is the group's only first/last child, so it adds no padding of its own. */}
              <SettingRow id={id} label={t(`${kind}.label`)} description={t(`${kind}.hint`)}>
                <div className="flex sm:justify-end">
                  <Switch
                    id={id}
                    aria-describedby={`${id}-description`}
                    checked={switches[kind]}
                    onCheckedChange={(on) => void save(kind, on)}
                  />
                </div>
              </SettingRow>
              {kind === 'habits' && switches.habits ? (
                <NotificationPermission id="setting-reminder-notifications" />
              ) : null}
            </div>
          );
        })}
      </CardContent>
    </Card>
  );
}
