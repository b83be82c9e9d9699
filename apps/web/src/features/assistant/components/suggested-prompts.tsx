import { useTranslation } from 'react-i18next';

const prompts = ['spending', 'due', 'mood', 'addTask', 'expense', 'logMood'] as const;

/** Questions and commands the assistant understands, one tap to send. */
export function SuggestedPrompts({
  onPick,
  disabled,
}: {
  onPick: (text: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('assistant');
  return (
    <section aria-labelledby="assistant-suggestions" className="grid gap-2 px-4 pb-3">
      <h2
        id="assistant-suggestions"
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {t('suggestions.title')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {prompts.map((key) => (
          <li key={key}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(t(`suggestions.${key}`))}
              className="rounded-full border border-border bg-card px-3 py-1.5 text-left text-sm text-foreground transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:opacity-60"
            >
              {t(`suggestions.${key}`)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
