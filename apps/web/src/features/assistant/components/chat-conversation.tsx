import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'wouter';
import type { ChatMessage } from '@track-grow/domain/assistant';
import { AssistantMarkdown } from './assistant-markdown.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { PendingBubble } from './pending-bubble.tsx';

/** The whole conversation, oldest first, kept scrolled to the newest message. */
export function ChatConversation({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const { t } = useTranslation('assistant');
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last, pending]);

  return (
    <ol
      ref={listRef}
      aria-label={t('conversation')}
      className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto p-4"
    >
      {messages.map((message) => (
        <MessageBubble
          key={message.id}
          role={message.role}
          className="grid max-w-[88%] gap-2 px-4 py-2.5 text-[0.95rem]"
        >
          {message.role === 'user' ? (
            <p className="break-words whitespace-pre-wrap">{message.content}</p>
          ) : (
            <AssistantMarkdown content={message.content} />
          )}
          {message.actions && message.actions.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {message.actions.map((action) => (
                <li key={`${action.area}-${action.id}`}>
                  <Link
                    href={action.href}
                    className="inline-flex items-center gap-1 rounded-full border border-border bg-card px-3 py-1 text-sm font-medium text-primary hover:bg-secondary"
                  >
                    {action.label}
                    <ArrowUpRight aria-hidden="true" className="size-3.5" />
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
  );
}
