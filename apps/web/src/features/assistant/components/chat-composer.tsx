import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SendHorizontal } from 'lucide-react';
import { CHAT_MESSAGE_MAX } from '@track-grow/domain/assistant';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { cn } from '../../../lib/utils.ts';
import { canSend } from '../hooks/use-chat.ts';

interface ChatComposerProps {
  /** Returns whether the message went (it does not when blank or too long). */
  onSend: (text: string) => boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  compact?: boolean;
  className?: string;
}

/** The message box: Enter sends, Shift+Enter adds a line; blank or over-long messages are not sent. */
export function ChatComposer({ onSend, disabled = false, autoFocus, compact, className }: ChatComposerProps) {
  const { t } = useTranslation('assistant');
  const [text, setText] = useState('');
  const hintId = useId();
  const tooLong = text.trim().length > CHAT_MESSAGE_MAX;
  const ready = canSend(text) && !disabled;

  const submit = () => {
    if (ready && onSend(text)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={cn('grid gap-1.5', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <Textarea
          aria-label={t('composer.label')}
          aria-describedby={hintId}
          aria-invalid={tooLong || undefined}
          placeholder={t('composer.placeholder')}
          value={text}
          rows={compact ? 1 : 2}
          autoFocus={autoFocus}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className={cn('max-h-40 resize-none', compact ? 'min-h-11' : 'min-h-14')}
        />
        <Button type="submit" size="icon" aria-label={t('composer.send')} disabled={!ready}>
          <SendHorizontal aria-hidden="true" />
        </Button>
      </div>
      <p id={hintId} className={cn('text-xs', tooLong ? 'font-medium text-danger' : 'text-muted-foreground')}>
        {tooLong
          ? t('composer.tooLong', { max: CHAT_MESSAGE_MAX, count: text.trim().length })
          : t('composer.hint')}
      </p>
    </form>
  );
}
