import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { AccountCard } from './account-card.tsx';
import { ChangePasswordCard } from './change-password-card.tsx';
import { PreferencesCard } from './preferences-card.tsx';
import { ProfileDetailsCard } from './profile-details-card.tsx';
import { RemindersCard } from './reminders-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t('profile.title')} subtitle={t('profile.subtitle')} />
      <ProfileDetailsCard user={user} />
      <PreferencesCard user={user} />
      <RemindersCard user={user} />
      <ChangePasswordCard />
      <YourDataCard />
      <AccountCard />
    </div>
  );
}
