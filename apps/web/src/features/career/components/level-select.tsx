import { useTranslation } from 'react-i18next';
import { SKILL_LEVEL_MAX, SKILL_LEVEL_MIN } from '@track-grow/domain/career';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';

const LEVELS = Array.from({ length: SKILL_LEVEL_MAX - SKILL_LEVEL_MIN + 1 }, (_, i) => SKILL_LEVEL_MIN + i);

/** A level 1–5 picker, each level named ("3 · Competent"). */
export function LevelSelect({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (level: number) => void;
}) {
  const { t } = useTranslation('career');
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={String(value)}
        options={LEVELS.map((level) => ({ value: String(level), label: t(`levels.${level}`) }))}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}
