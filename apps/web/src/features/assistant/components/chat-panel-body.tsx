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

/** The open panel: its chat, its composer and the assistant's rules, loaded when the panel first opens. */
export default function PanelBody({
  user,
  onClose,
}: {
  user: Pick<User, 'id' | 'firstName'>;
  onClose: () => void;
}) {
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
