import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportDateFormat, ImportMapping } from '@track-grow/domain/money';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { toast } from '../../../lib/toast.ts';
import { useImportTransactions, type ImportOutcome } from '../api/import-transactions.ts';
import { mappingFields, requiredFields, type MappingField } from '../csv-import.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { ImportFileStep, noColumns, type Columns, type LoadedFile } from './import-file-step.tsx';
import { ImportMapStep } from './import-map-step.tsx';
import { ImportPreviewStep } from './import-preview-step.tsx';

interface ImportSheetProps {
  open: boolean;
  onClose: () => void;
}

/** CSV import in three steps: pick a file, map its columns, check what would happen; then import it at once. */
export function ImportSheet({ open, onClose }: ImportSheetProps) {
  const [generation, setGeneration] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setGeneration((n) => n + 1);
  }
  return <ImportFlow key={generation} open={open} onClose={onClose} />;
}

function ImportFlow({ open, onClose }: ImportSheetProps) {
  const { t } = useTranslation('money');
  const importer = useImportTransactions();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [columns, setColumns] = useState<Columns>(noColumns);
  const [dateFormat, setDateFormat] = useState<ImportDateFormat>('yyyy-MM-dd');
  const [columnErrors, setColumnErrors] = useState<Partial<Record<MappingField, string>>>({});
  const [check, setCheck] = useState<ImportOutcome | null>(null);
  const step = !file ? 'file' : check ? 'preview' : 'map';
  const skipped = check?.ok ? (check.result.skipped ?? 0) : 0;

  const mapping = (): ImportMapping => ({
    date: columns.date,
    amount: columns.amount,
    ...(columns.type ? { type: columns.type } : {}),
    ...(columns.category ? { category: columns.category } : {}),
    ...(columns.description ? { description: columns.description } : {}),
  });

  // The check lists bad rows rather than refusing the file; the import skips them only once the preview said so.
  const run = async (dryRun: boolean) => {
    if (!file) return;
    const skipInvalid = dryRun || skipped > 0;
    try {
      const outcome = await importer.mutateAsync({
        csv: file.text,
        mapping: mapping(),
        dateFormat,
        dryRun,
        skipInvalid,
      });
      if (dryRun || !outcome.ok) {
        setCheck(outcome);
        return;
      }
      const notes = [
        ...(outcome.result.duplicates > 0
          ? [t('import.doneDuplicates', { count: outcome.result.duplicates })]
          : []),
        ...((outcome.result.skipped ?? 0) > 0
          ? [t('import.doneSkipped', { count: outcome.result.skipped })]
          : []),
      ];
      toast({
        title: t('import.done', { count: outcome.result.imported }),
        description: notes.length > 0 ? notes.join(' · ') : undefined,
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
  const importLabel =
    skipped > 0 && check?.ok
      ? t('import.confirmSkipping', { count: check.result.imported, skipped })
      : t('import.confirm');
  const save =
    step === 'map'
      ? { onSave: checkFile, saveLabel: importer.isPending ? t('import.checking') : t('import.check') }
      : step === 'preview' && canImport
        ? {
            onSave: () => void run(false),
            saveLabel: importer.isPending ? t('import.importing') : importLabel,
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
        <ImportFileStep
          onLoaded={(loaded, guessed, guessedFormat) => {
            setColumns(guessed);
            if (guessedFormat) setDateFormat(guessedFormat);
            setFile(loaded);
          }}
        />
      ) : null}
      {step === 'map' && file ? (
        <ImportMapStep
          file={file}
          columns={columns}
          dateFormat={dateFormat}
          errors={columnErrors}
          onColumn={(field, column) => {
            setColumns((current) => ({ ...current, [field]: column }));
            setColumnErrors((current) => ({ ...current, [field]: undefined }));
          }}
          onDateFormat={setDateFormat}
          onOtherFile={() => setFile(null)}
        />
      ) : null}
      {step === 'preview' && check ? <ImportPreviewStep check={check} onBack={() => setCheck(null)} /> : null}
    </BottomSheet>
  );
}
