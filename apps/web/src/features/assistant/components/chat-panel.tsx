import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import type { User } from '@track-grow/domain/auth';
import { LoadingState } from '../../../components/ui/spinner.tsx';
import '../i18n.ts';

/** The panel's body (the chat, its composer, the assistant's rules) is not on any page's first load. */
const PanelBody = lazy(() => import('./chat-panel-body.tsx'));

/**
 * SPEC.md 2: the floating chat on every signed-in page but /ai-assistant. A round launcher at the right
 * (`bottom` keeps it above the bottom bar and the session button) opens a small panel with the last 5
 * messages as plain text cut to 150 characters, an input, a link to the full page and a clear button.
 */
export function ChatPanel({ user, bottom }: { user: Pick<User, 'id' | 'firstName'>; bottom: string }) {
  const { t } = useTranslation('assistant');
  const { t: tCommon } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        aria-label={open ? t('panel.close') : t('panel.open')}
        data-testid="chat-launcher"
        style={{ bottom }}
        className="fixed right-4 z-30 flex size-12 items-center justify-center rounded-full border border-border bg-card text-primary shadow-lg transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:right-6"
      >
        {open ? <X aria-hidden="true" className="size-5" /> : <Bot aria-hidden="true" className="size-6" />}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="end"
          sideOffset={10}
          collisionPadding={12}
          aria-label={t('panel.title')}
          role="dialog"
          className="z-50 flex max-h-[min(32rem,var(--radix-popover-content-available-height))] w-[min(22rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-xl"
        >
          <Suspense fallback={<LoadingState label={tCommon('common.loading')} className="py-10" />}>
            <PanelBody user={user} onClose={() => setOpen(false)} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
