import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bot, Eraser, Maximize2, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { Link } from 'wouter';
import { CHAT_PANEL_MESSAGES } from '@track-grow/domain/assistant';
import type { User } from '@track-grow/domain/auth';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { useChat } from '../hooks/use-chat.ts';
import { panelPreview } from '../plain-preview.ts';
import { ChatComposer } from './chat-composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { PendingBubble } from './pending-bubble.tsx';

/**
 * SPEC.md 2: the floating chat on every signed-in page but /ai-assistant. A round launcher at the right
 * (`bottom` keeps it above the bottom bar and the session button) opens a small panel with the last 5
 * messages as plain text cut to 150 characters, an input, a link to the full page and a clear button.
 */
export function ChatPanel({ user, bottom }: { user: Pick<User, 'id' | 'firstName'>; bottom: string }) {
  const { t } = useTranslation('assistant');
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
          <PanelBody user={user} onClose={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function PanelBody({ user, onClose }: { user: Pick<User, 'id' | 'firstName'>; onClose: () => void }) {
  const { t } = useTranslation('assistant');
  const chat = useChat(user);
  const recent = chat.messages.slice(-CHAT_PANEL_MESSAGES);
  return (
    <>
      <div className="flex items-center gap-2 border-b border-border px-4 py-2.5">
        <Bot aria-hidden="true" className="size-5 text-primary" />
        <h2 className="min-w-0 flex-1 truncate text-sm font-semibold">{t('panel.title')}</h2>
        <Link
          href="/ai-assistant"
          onClick={onClose}
          aria-label={t('panel.fullPage')}
          title={t('panel.fullPage')}
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-9' })}
        >
          <Maximize2 aria-hidden="true" className="size-4" />
        </Link>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={t('clearChat')}
          title={t('clearChat')}
          onClick={chat.clear}
        >
          <Eraser aria-hidden="true" className="size-4" />
        </Button>
        <Popover.Close
          aria-label={t('panel.close')}
          className={buttonVariants({ variant: 'ghost', size: 'icon', className: 'size-9' })}
        >
          <X aria-hidden="true" className="size-4" />
        </Popover.Close>
      </div>
      <ol
        aria-label={t('panel.recent')}
        className="grid min-h-0 flex-1 content-start gap-2 overflow-y-auto px-4 py-3"
      >
        {recent.map((message) => (
          <MessageBubble
            key={message.id}
            role={message.role}
            className="max-w-[85%] px-3 py-2 text-sm whitespace-pre-line"
          >
            {panelPreview(message.content)}
          </MessageBubble>
        ))}
        {chat.pending ? (
          <li className="justify-self-start">
            <PendingBubble />
          </li>
        ) : null}
      </ol>
      <ChatComposer
        onSend={chat.send}
        disabled={chat.pending}
        autoFocus
        compact
        className="border-t border-border px-3 py-2.5"
      />
    </>
  );
}
