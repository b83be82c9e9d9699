import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleAlert, CircleCheck, Copy, FileUp } from 'lucide-react';
import type { ImportDateFormat, ImportMapping } from '@track-grow/domain/money';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toast } from '../../../lib/toast.ts';
import { useImportTransactions, type ImportOutcome } from '../api/import-transactions.ts';
import {
  guessDateFormat,
  guessMapping,
  importDateFormats,
  mappingFields,
  readCsvHead,
  requiredFields,
  type CsvHead,
  type MappingField,
} from '../csv-import.ts';
import { errorMessage } from '../../../lib/server-errors.ts';

interface ImportSheetProps {
  open: boolean;
  onClose: () => void;
}

/** CSV import in three steps: pick a file, map its columns, check what would happen; then import it all at once. */
export function ImportSheet({ open, onClose }: ImportSheetProps) {
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setGeneration((n) => n + 1);
  }
  return <ImportFlow key={generation} open={open} onClose={onClose} />;
}

interface LoadedFile {
  name: string;
  text: string;
  head: CsvHead;
}

type Columns = Record<MappingField, string>;
const noColumns: Columns = { date: '', amount: '', type: '', category: '', description: '' };

function ImportFlow({ open, onClose }: ImportSheetProps) {
  const { t, i18n } = useTranslation('money');
  const ids = useId();
  const importer = useImportTransactions();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [columns, setColumns] = useState<Columns>(noColumns);
  const [dateFormat, setDateFormat] = useState<ImportDateFormat>('yyyy-MM-dd');
  const [columnErrors, setColumnErrors] = useState<Partial<Record<MappingField, string>>>({});
  const [check, setCheck] = useState<ImportOutcome | null>(null);
  const step = !file ? 'file' : check ? 'preview' : 'map';

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
    setColumns({ ...noColumns, ...guess });
    const dateIndex = guess.date ? read.head.header.indexOf(guess.date) : -1;
    if (dateIndex >= 0) {
      setDateFormat(
        guessDateFormat(
          read.head.sample.map((row) => row[dateIndex] ?? ''),
          i18n.language,
        ),
      );
    }
    setFile({ name: picked.name, text, head: read.head });
  };

  const mapping = (): ImportMapping => ({
    date: columns.date,
    amount: columns.amount,
    ...(columns.type ? { type: columns.type } : {}),
    ...(columns.category ? { category: columns.category } : {}),
    ...(columns.description ? { description: columns.description } : {}),
  });

  const run = async (dryRun: boolean) => {
    if (!file) return;
    try {
      const outcome = await importer.mutateAsync({ csv: file.text, mapping: mapping(), dateFormat, dryRun });
      if (dryRun || !outcome.ok) {
        setCheck(outcome);
        return;
      }
      toast({
        title: t('import.done', { count: outcome.result.imported }),
        description:
          outcome.result.duplicates > 0
            ? t('import.doneDuplicates', { count: outcome.result.duplicates })
            : undefined,
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      toast({
        title: t('import.failed'),
        description: errorMessage(failure, t('errors.generic')),
        variant: 'destructive',
      });
    }
  };

  const checkFile = () => {
    const errors: Partial<Record<MappingField, string>> = {};
    for (const field of requiredFields) if (!columns[field]) errors[field] = t(`import.required.${field}`);
    const chosen = mappingFields.map((field) => columns[field]).filter(Boolean);
    for (const field of mappingFields) {
      if (columns[field] && chosen.filter((c) => c === columns[field]).length > 1)
        errors[field] ??= t('import.usedTwice');
    }
    setColumnErrors(errors);
    if (Object.keys(errors).length === 0) void run(true);
  };

  const canImport = check?.ok === true && check.result.imported > 0;
  const save =
    step === 'map'
      ? { onSave: checkFile, saveLabel: importer.isPending ? t('import.checking') : t('import.check') }
      : step === 'preview' && canImport
        ? {
            onSave: () => void run(false),
            saveLabel: importer.isPending ? t('import.importing') : t('import.confirm'),
          }
        : {};

  return (
    <BottomSheet
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('import.title')}
      description={t(`import.steps.${step}`)}
      onCancel={() => undefined}
      saveDisabled={importer.isPending}
      {...save}
    >
      {step === 'file' ? (
        <div className="grid gap-4">
          <p className="text-sm text-muted-foreground">{t('import.intro')}</p>
          <label
            htmlFor={`${ids}-file`}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-input bg-muted/40 px-4 py-8 text-center transition-colors hover:border-primary/60 hover:bg-accent has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <FileUp aria-hidden="true" className="size-8 text-primary" />
            <span className="text-sm font-semibold">{t('import.choose')}</span>
            <span className="text-xs text-muted-foreground">{t('import.chooseHint')}</span>
            <input
              id={`${ids}-file`}
              type="file"
              accept=".csv,.tsv,.txt,text/csv,text/plain"
              className="sr-only"
              aria-describedby={readError ? `${ids}-file-error` : undefined}
              onChange={(event) => void pickFile(event)}
            />
          </label>
          {readError ? (
            <p id={`${ids}-file-error`} role="alert" className="text-sm font-medium text-danger">
              {readError}
            </p>
          ) : null}
        </div>
      ) : null}

      {step === 'map' && file ? (
        <div className="grid gap-4">
          <FileSummary file={file} onChange={() => setFile(null)} />
          <div className="grid gap-3 sm:grid-cols-2">
            {mappingFields.map((field) => (
              <div key={field} className="grid gap-1.5">
                <Label htmlFor={`${ids}-${field}`}>
                  {t(`import.fields.${field}`)}
                  {requiredFields.has(field) ? null : (
                    <span className="font-normal text-muted-foreground"> {t('import.optional')}</span>
                  )}
                </Label>
                <Select
                  id={`${ids}-${field}`}
                  value={columns[field]}
                  aria-invalid={columnErrors[field] ? true : undefined}
                  aria-describedby={`${ids}-${field}-note`}
                  onChange={(event) => {
                    setColumns((current) => ({ ...current, [field]: event.target.value }));
                    setColumnErrors((current) => ({ ...current, [field]: undefined }));
                  }}
                  options={[
                    { value: '', label: requiredFields.has(field) ? t('import.pick') : t('import.none') },
                    ...uniqueColumns(file.head.header).map((name) => ({ value: name, label: name })),
                  ]}
                />
                <p
                  id={`${ids}-${field}-note`}
                  className={
                    columnErrors[field] ? 'text-sm font-medium text-danger' : 'text-xs text-muted-foreground'
                  }
                >
                  {columnErrors[field] ?? t(`import.hints.${field}`)}
                </p>
              </div>
            ))}
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-format`}>{t('import.dateFormat')}</Label>
              <Select
                id={`${ids}-format`}
                value={dateFormat}
                onChange={(event) => setDateFormat(event.target.value as ImportDateFormat)}
                options={importDateFormats.map((format) => ({
                  value: format,
                  label: t(`import.formats.${format}`),
                }))}
              />
            </div>
          </div>
          <SampleTable head={file.head} columns={columns} />
        </div>
      ) : null}

      {step === 'preview' && check ? (
        <div className="grid gap-4">
          <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => setCheck(null)}>
            <ArrowLeft aria-hidden="true" />
            {t('import.back')}
          </Button>
          {check.ok ? (
            <div className="grid gap-2" role="status">
              <p className="flex items-start gap-2.5 rounded-2xl bg-secondary p-4 text-sm font-medium text-secondary-foreground">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
                {check.result.imported > 0
                  ? t('import.willImport', { count: check.result.imported })
                  : t('import.nothingNew')}
              </p>
              {check.result.duplicates > 0 ? (
                <p className="flex items-start gap-2.5 rounded-2xl bg-muted p-4 text-sm">
                  <Copy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
                  {t('import.willSkip', { count: check.result.duplicates })}
                </p>
              ) : null}
            </div>
          ) : (
            <div className="grid gap-3" role="alert">
              <p className="flex items-start gap-2.5 rounded-2xl border border-danger/30 bg-danger/5 p-4 text-sm font-medium">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                {check.message}
              </p>
              {check.errors.length > 0 ? (
                <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-2xl border border-border p-3 text-sm">
                  {check.errors.map((error) => (
                    <li key={`${error.row}-${error.message}`} className="text-danger">
                      {error.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          )}
        </div>
      ) : null}
    </BottomSheet>
  );
}

const uniqueColumns = (header: readonly string[]) => [...new Set(header.filter((name) => name !== ''))];

function FileSummary({ file, onChange }: { file: LoadedFile; onChange: () => void }) {
  const { t } = useTranslation('money');
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-muted/60 p-3">
      <FileUp aria-hidden="true" className="size-5 shrink-0 text-primary" />
      <div className="grid min-w-0 flex-1">
        <span className="truncate text-sm font-medium">{file.name}</span>
        <span className="text-xs text-muted-foreground">
          {t('import.rows', { count: file.head.rowCount })}
        </span>
      </div>
      <Button variant="ghost" size="sm" onClick={onChange}>
        {t('import.otherFile')}
      </Button>
    </div>
  );
}

/** The first rows as the chosen mapping reads them. */
function SampleTable({ head, columns }: { head: CsvHead; columns: Columns }) {
  const { t } = useTranslation('money');
  const shown = mappingFields.filter((field) => columns[field]);
  if (shown.length === 0) return null;
  const cell = (row: readonly string[], field: MappingField) => {
    const index = head.header.indexOf(columns[field]);
    return index >= 0 ? (row[index] ?? '') : '';
  };
  return (
    <div className="grid gap-1.5">
      <p className="text-sm font-medium">{t('import.sample')}</p>
      <div className="overflow-x-auto rounded-xl border border-border">
        <table className="w-full text-left text-xs">
          <thead className="bg-muted/60">
            <tr>
              {shown.map((field) => (
                <th key={field} scope="col" className="px-2.5 py-2 font-semibold whitespace-nowrap">
                  {t(`import.fields.${field}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {head.sample.slice(0, 3).map((row, index) => (
              <tr key={index} className="border-t border-border">
                {shown.map((field) => (
                  <td key={field} className="max-w-40 truncate px-2.5 py-2 whitespace-nowrap">
                    {cell(row, field)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
