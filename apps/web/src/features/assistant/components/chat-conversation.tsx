import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'wouter';
import type { ChatMessage } from '@track-grow/domain/assistant';
import { AssistantMarkdown } from './assistant-markdown.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { PendingBubble } from './pending-bubble.tsx';

/** The whole conversation, oldest first, kept scrolled to the newest message; `footer` scrolls with it. */
export function ChatConversation({
  messages,
  pending,
  footer,
}: {
  messages: ChatMessage[];
  pending: boolean;
  footer?: ReactNode;
}) {
  const { t } = useTranslation('assistant');
  const listRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  // A new chat stays at its top (the greeting, then the footer's prompts); a conversation follows its newest.
  const started = messages.length > 1;
  useEffect(() => {
    const list = listRef.current;
    if (list && started) list.scrollTop = list.scrollHeight;
  }, [last, pending, started]);

  return (
    <div ref={listRef} className="min-h-0 flex-1 overflow-y-auto">
      <ol aria-label={t('conversation')} className="grid content-start gap-3 p-4">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            role={message.role}
            className="grid max-w-[88%] gap-2 px-4 py-2.5 text-[0.95rem]"
          >
            {message.role === 'user' ? (
              <p className="wrap-anywhere whitespace-pre-wrap">{message.content}</p>
            ) : (
              <AssistantMarkdown content={message.content} />
            )}
            {message.actions && message.actions.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {message.actions.map((action) => (
                  <li key={`${action.area}-${action.id}`} className="min-w-0">
                    <Link
                      href={action.href}
                      className="inline-flex max-w-full items-center gap-1 rounded-full border wrap-anywhere border-border bg-card px-3 py-1 text-sm font-medium text-primary hover:bg-secondary"
                    >
                      {action.label}
                      <ArrowUpRight aria-hidden="true" className="size-3.5 shrink-0" />
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </MessageBubble>
        ))}
        {pending ? (
          <li className="justify-self-start">
            <PendingBubble />
          </li>
        ) : null}
      </ol>
      {footer}
    </div>
  );
}
