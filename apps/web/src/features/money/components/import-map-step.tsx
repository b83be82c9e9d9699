import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUp } from 'lucide-react';
import type { ImportDateFormat } from '@track-grow/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { importDateFormats, mappingFields, requiredFields, type MappingField } from '../csv-import.ts';
import type { Columns, LoadedFile } from './import-file-step.tsx';
import { ImportSampleTable } from './import-sample-table.tsx';

interface ImportMapStepProps {
  file: LoadedFile;
  columns: Columns;
  dateFormat: ImportDateFormat;
  errors: Partial<Record<MappingField, string>>;
  onColumn: (field: MappingField, column: string) => void;
  onDateFormat: (format: ImportDateFormat) => void;
  onOtherFile: () => void;
}

const uniqueColumns = (header: readonly string[]) => [...new Set(header.filter((name) => name !== ''))];

/** Step 2: which column holds what, and how dates are written; the first rows show how they read. */
export function ImportMapStep(props: ImportMapStepProps) {
  const { file, columns, dateFormat, errors, onColumn, onDateFormat, onOtherFile } = props;
  const { t } = useTranslation('money');
  const ids = useId();
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3 rounded-2xl bg-muted/60 p-3">
        <FileUp aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <div className="grid min-w-0 flex-1">
          <span className="truncate text-sm font-medium">{file.name}</span>
          <span className="text-xs text-muted-foreground">
            {t('import.rows', { count: file.head.rowCount })}
          </span>
        </div>
        <Button variant="ghost" size="sm" onClick={onOtherFile}>
          {t('import.otherFile')}
        </Button>
      </div>
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
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={`${ids}-${field}-note`}
              onChange={(event) => onColumn(field, event.target.value)}
              options={[
                { value: '', label: requiredFields.has(field) ? t('import.pick') : t('import.none') },
                ...uniqueColumns(file.head.header).map((name) => ({ value: name, label: name })),
              ]}
            />
            <FieldMessage
              id={`${ids}-${field}-note`}
              error={errors[field]}
              hint={t(`import.hints.${field}`)}
              hintSize="xs"
            />
          </div>
        ))}
        <div className="grid gap-1.5">
          <Label htmlFor={`${ids}-format`}>{t('import.dateFormat')}</Label>
          <Select
            id={`${ids}-format`}
            value={dateFormat}
            onChange={(event) => onDateFormat(event.target.value as ImportDateFormat)}
            options={importDateFormats.map((format) => ({
              value: format,
              label: t(`import.formats.${format}`),
            }))}
          />
        </div>
      </div>
      <ImportSampleTable head={file.head} columns={columns} />
    </div>
  );
}
