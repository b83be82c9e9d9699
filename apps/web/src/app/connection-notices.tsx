import { useTranslation } from 'react-i18next';
import { WifiOff } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { useWaitingUpdate } from '../lib/app-update.ts';
import { useOnline } from '../lib/use-online.ts';

/** "You're offline" while the browser has no network: the screens show what was last seen. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-2 bg-foreground px-4 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 text-sm text-background sm:justify-center"
    >
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{t('offline.banner')}</p>
    </div>
  );
}

/** A new version is installed: the user chooses when to reload, so nothing they are doing is lost. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const apply = useWaitingUpdate();
  if (!apply) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-secondary px-4 py-2 text-sm text-secondary-foreground"
    >
      <p>{t('appUpdate.available')}</p>
      <Button size="sm" onClick={() => void apply()}>
        {t('appUpdate.reload')}
      </Button>
    </div>
  );
}

/** The notices above every screen, signed in or out. */
export function ConnectionNotices() {
  return (
    <>
      <OfflineBanner />
      <UpdatePrompt />
    </>
  );
}
