import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';

/** Optional emotions as toggle chips (domain moodEmotions). */
export function EmotionChips({
  value,
  onChange,
  options,
}: {
  value: readonly string[];
  onChange: (emotions: string[]) => void;
  options: readonly string[];
}) {
  const { t } = useTranslation('mood');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('log.emotions')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((emotion) => {
          const selected = value.includes(emotion);
          return (
            <button
              key={emotion}
              type="button"
              aria-pressed={selected}
              onClick={() =>
                onChange(selected ? value.filter((item) => item !== emotion) : [...value, emotion])
              }
              className={cn(
                'inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium transition-colors',
                selected
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-foreground hover:bg-accent',
              )}
            >
              {t(`emotions.${emotion}`)}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
