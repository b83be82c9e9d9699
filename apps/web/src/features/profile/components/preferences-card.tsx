import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UpdateUserInput, User } from '@track-grow/domain/auth';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Select, type SelectOption } from '../../../components/ui/select.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { resolveLanguage } from '../../../lib/i18n.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateUser } from '../../../lib/use-update-user.ts';
import { profileErrorMessage } from '../api/error-message.ts';
import {
  currencyLabel,
  currencyOptions,
  dayStartHours,
  formatHour,
  timezoneOptions,
} from './preferences-options.ts';
import { SettingRow } from './setting-row.tsx';

const AUTO_LANGUAGE = 'auto';

interface ChoiceProps {
  id: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

function Choice({ id, value, options, onChange }: ChoiceProps) {
  return (
    <Select
      id={id}
      aria-describedby={`${id}-description`}
      value={value}
      options={options}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function PreferencesCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateUser();
  const zones = useMemo(
    () => timezoneOptions(user.timezone).map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') })),
    [user.timezone],
  );

  const save = async (input: UpdateUserInput) => {
    try {
      const saved = await update.mutateAsync(input);
      // A new language applies before the confirmation, so the toast speaks it too.
      const language = resolveLanguage(saved.locale);
      if (i18n.language !== language) await i18n.changeLanguage(language);
      toast({
        title: i18n.t('profile.saved'),
        description: i18n.t('profile.preferences.savedDescription'),
        variant: 'success',
      });
    } catch (error) {
      toast({ title: t('toast.error'), description: profileErrorMessage(t, error), variant: 'destructive' });
    }
  };

  return (
    <Card aria-labelledby="preferences-title">
      <CardHeader>
        <CardTitle id="preferences-title">{t('profile.preferences.title')}</CardTitle>
        <CardDescription>{t('profile.preferences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-border">
        <SettingRow
          id="setting-theme"
          label={t('profile.preferences.theme')}
          description={t('profile.preferences.themeHint')}
        >
          <Choice
            id="setting-theme"
            value={user.theme}
            onChange={(theme) => void save({ theme: theme as User['theme'] })}
            options={[
              { value: 'light', label: t('profile.preferences.themes.light') },
              { value: 'dark', label: t('profile.preferences.themes.dark') },
              { value: 'system', label: t('profile.preferences.themes.system') },
            ]}
          />
        </SettingRow>
        <SettingRow
          id="setting-language"
          label={t('profile.preferences.language')}
          description={t('profile.preferences.languageHint')}
        >
          <Choice
            id="setting-language"
            value={user.locale ?? AUTO_LANGUAGE}
            onChange={(locale) =>
              void save({ locale: locale === AUTO_LANGUAGE ? null : (locale as 'en' | 'it') })
            }
            options={[
              { value: AUTO_LANGUAGE, label: t('profile.preferences.languages.auto') },
              { value: 'en', label: 'English' },
              { value: 'it', label: 'Italiano' },
            ]}
          />
        </SettingRow>
        <SettingRow
          id="setting-currency"
          label={t('profile.preferences.currency')}
          description={t('profile.preferences.currencyHint')}
        >
          <Choice
            id="setting-currency"
            value={user.currency}
            onChange={(currency) => void save({ currency })}
            options={currencyOptions(user.currency).map((code) => ({
              value: code,
              label: currencyLabel(code, i18n.language),
            }))}
          />
        </SettingRow>
        <SettingRow
          id="setting-timezone"
          label={t('profile.preferences.timezone')}
          description={t('profile.preferences.timezoneHint')}
        >
          <Choice
            id="setting-timezone"
            value={user.timezone}
            onChange={(timezone) => void save({ timezone })}
            options={zones}
          />
        </SettingRow>
        <SettingRow
          id="setting-week-start"
          label={t('profile.preferences.weekStart')}
          description={t('profile.preferences.weekStartHint')}
        >
          <Choice
            id="setting-week-start"
            value={String(user.weekStart)}
            onChange={(value) => void save({ weekStart: value === '1' ? 1 : 0 })}
            options={[
              { value: '0', label: t('profile.preferences.weekdays.sunday') },
              { value: '1', label: t('profile.preferences.weekdays.monday') },
            ]}
          />
        </SettingRow>
        <SettingRow
          id="setting-day-start"
          label={t('profile.preferences.dayStart')}
          description={t('profile.preferences.dayStartHint')}
        >
          <Choice
            id="setting-day-start"
            value={String(user.dayStartHour)}
            onChange={(value) => void save({ dayStartHour: Number(value) })}
            options={dayStartHours.map((hour) => ({ value: String(hour), label: formatHour(hour) }))}
          />
        </SettingRow>
        <SettingRow
          id="setting-bottom-nav"
          label={t('profile.preferences.bottomNav')}
          description={t('profile.preferences.bottomNavHint')}
        >
          <div className="flex sm:justify-end">
            <Switch
              id="setting-bottom-nav"
              aria-describedby="setting-bottom-nav-description"
              checked={user.showBottomNav}
              onCheckedChange={(showBottomNav) => void save({ showBottomNav })}
            />
          </div>
        </SettingRow>
      </CardContent>
    </Card>
  );
}
