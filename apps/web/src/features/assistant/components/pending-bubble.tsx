import { useTranslation } from 'react-i18next';

/** The assistant is answering: three pulsing dots, read out as "Thinking…". */
export function PendingBubble() {
  const { t } = useTranslation('assistant');
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1 rounded-2xl rounded-bl-md bg-muted px-3 py-2.5"
    >
      <span className="sr-only">{t('thinking')}</span>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          style={{ animationDelay: `${delay}ms` }}
          className="size-1.5 animate-pulse rounded-full bg-muted-foreground motion-reduce:animate-none"
        />
      ))}
    </span>
  );
}
