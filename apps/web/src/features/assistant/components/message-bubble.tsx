import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatRole } from '@track-grow/domain/assistant';
import { cn } from '../../../lib/utils.ts';

/** One message of a conversation: the user's at the right in the brand colour, the assistant's at the left. */
export function MessageBubble({
  role,
  className,
  children,
}: {
  role: ChatRole;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('assistant');
  return (
    <li
      className={cn(
        'min-w-0 rounded-2xl wrap-anywhere',
        role === 'user'
          ? 'justify-self-end rounded-br-md bg-primary text-primary-foreground'
          : 'justify-self-start rounded-bl-md bg-muted text-foreground',
        className,
      )}
    >
      <span className="sr-only">{role === 'user' ? t('you') : t('assistant')}: </span>
      {children}
    </li>
  );
}
