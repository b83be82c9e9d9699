import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import type { ImportDateFormat } from '@track-grow/domain/money';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import {
  guessDateFormat,
  guessMapping,
  readCsvHead,
  type CsvHead,
  type MappingField,
} from '../csv-import.ts';

export interface LoadedFile {
  name: string;
  text: string;
  head: CsvHead;
}

export type Columns = Record<MappingField, string>;
export const noColumns: Columns = { date: '', amount: '', type: '', category: '', description: '' };

interface ImportFileStepProps {
  /** A readable file, with the columns and date format guessed from its header and first rows. */
  onLoaded: (file: LoadedFile, columns: Columns, dateFormat: ImportDateFormat | null) => void;
}

/** Step 1: pick a file; it is read in the browser and a file that cannot be read says why. */
export function ImportFileStep({ onLoaded }: ImportFileStepProps) {
  const { t, i18n } = useTranslation('money');
  const id = useId();
  const [readError, setReadError] = useState<string | null>(null);

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    setReadError(null);
    let text: string;
    try {
      text = await picked.text();
    } catch {
      setReadError(t('import.readFailed'));
      return;
    }
    const read = readCsvHead(text);
    if (!read.ok) {
      setReadError(t(`import.problems.${read.problem}`, { detail: read.detail ?? '' }));
      return;
    }
    const guess = guessMapping(read.head.header);
    const dateIndex = guess.date ? read.head.header.indexOf(guess.date) : -1;
    const dateFormat =
      dateIndex >= 0
        ? guessDateFormat(
            read.head.sample.map((row) => row[dateIndex] ?? ''),
            i18n.language,
          )
        : null;
    onLoaded({ name: picked.name, text, head: read.head }, { ...noColumns, ...guess }, dateFormat);
  };

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">{t('import.intro')}</p>
      <label
        htmlFor={`${id}-file`}
        className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-input bg-muted/40 px-4 py-8 text-center transition-colors hover:border-primary/60 hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
      >
        <FileUp aria-hidden="true" className="size-8 text-primary" />
        <span className="text-sm font-semibold">{t('import.choose')}</span>
        <span className="text-xs text-muted-foreground">{t('import.chooseHint')}</span>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          className="sr-only"
          aria-describedby={readError ? `${id}-file-error` : undefined}
          onChange={(event) => void pickFile(event)}
        />
      </label>
      <FieldMessage id={`${id}-file-error`} alert error={readError} />
    </div>
  );
}
