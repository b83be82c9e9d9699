import { useTranslation } from 'react-i18next';
import { mappingFields, type CsvHead, type MappingField } from '../csv-import.ts';
import type { Columns } from './import-file-step.tsx';

/** The first rows as the chosen mapping reads them. */
export function ImportSampleTable({ head, columns }: { head: CsvHead; columns: Columns }) {
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
