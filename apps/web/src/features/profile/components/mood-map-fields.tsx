import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { ratingOf, type MoodMap } from '../api/transfer.ts';

const RATINGS = ['1', '2', '3', '4', '5'] as const;

/** Daylio's own mood names, each with a 1–5 select; the import needs a rating for every one. */
export function MoodMapFields({
  moodNames,
  moodMap,
  onChange,
  disabled,
}: {
  moodNames: readonly string[];
  moodMap: MoodMap;
  onChange: (moodMap: MoodMap) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('profileData');
  const id = useId();
  const options = [
    { value: '', label: t('moods.placeholder') },
    ...RATINGS.map((rating) => ({ value: rating, label: t(`moods.ratings.${rating}`) })),
  ];
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 grid gap-0.5">
        <span className="text-sm font-semibold">{t('moods.title')}</span>
        <span className="text-sm text-muted-foreground">{t('moods.hint')}</span>
      </legend>
      {moodNames.map((name, index) => (
        <div key={name} className="grid gap-1.5 sm:grid-cols-[1fr_minmax(0,13rem)] sm:items-center sm:gap-4">
          <Label htmlFor={`${id}-${index}`} className="wrap-anywhere">
            {name}
          </Label>
          <Select
            id={`${id}-${index}`}
            options={options}
            value={String(ratingOf(moodMap, name) ?? '')}
            disabled={disabled}
            onChange={(event) => {
              const { [name]: _previous, ...rest } = moodMap;
              onChange(event.target.value ? { ...rest, [name]: Number(event.target.value) } : rest);
            }}
          />
        </div>
      ))}
    </fieldset>
  );
}
