import { useTranslation } from 'react-i18next';
import { ArrowLeft, CircleAlert, CircleCheck, Copy } from 'lucide-react';
import type { ImportRowError } from '@track-grow/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import type { ImportOutcome } from '../api/import-transactions.ts';

/** Each bad row with its number and reason, and how many more there are when the server listed only some. */
function BadRows({ errors, total }: { errors: readonly ImportRowError[]; total: number }) {
  const { t } = useTranslation('money');
  if (errors.length === 0) return null;
  return (
    <ul className="grid max-h-64 gap-1 overflow-y-auto rounded-2xl border border-border p-3 text-sm">
      {errors.map((error) => (
        <li key={`${error.row}-${error.message}`} className="text-danger">
          {error.problems?.length
            ? t('import.badRow', {
                row: error.row,
                problems: error.problems
                  .map((problem) => t(`import.rowProblems.${problem.code}`, problem))
                  .join('; '),
              })
            : error.message}
        </li>
      ))}
      {total > errors.length ? (
        <li className="text-muted-foreground">{t('import.moreBadRows', { count: total - errors.length })}</li>
      ) : null}
    </ul>
  );
}

/** Step 3: what the dry run found: rows to import, duplicates and bad rows to skip, or why the file is refused. */
export function ImportPreviewStep({ check, onBack }: { check: ImportOutcome; onBack: () => void }) {
  const { t } = useTranslation('money');
  const skipped = check.ok ? (check.result.skipped ?? 0) : 0;
  return (
    <div className="grid gap-4">
      <Button variant="ghost" size="sm" className="justify-self-start" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('import.back')}
      </Button>
      {check.ok ? (
        <div className="grid gap-2" role="status">
          <p className="flex items-start gap-2.5 rounded-2xl bg-secondary p-4 text-sm font-medium text-secondary-foreground">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {check.result.imported > 0
              ? t('import.willImport', { count: check.result.imported })
              : skipped > 0
                ? t('import.nothingValid')
                : t('import.nothingNew')}
          </p>
          {check.result.duplicates > 0 ? (
            <p className="flex items-start gap-2.5 rounded-2xl bg-muted p-4 text-sm">
              <Copy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
              {t('import.willSkip', { count: check.result.duplicates })}
            </p>
          ) : null}
          {skipped > 0 ? (
            <>
              <p className="flex items-start gap-2.5 rounded-2xl border border-danger/30 bg-danger/5 p-4 text-sm font-medium">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
                {t('import.willSkipBad', { count: skipped })}
              </p>
              <BadRows errors={check.result.errors} total={skipped} />
            </>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-3" role="alert">
          <p className="flex items-start gap-2.5 rounded-2xl border border-danger/30 bg-danger/5 p-4 text-sm font-medium">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
            {check.message}
          </p>
          <BadRows errors={check.errors} total={check.errors.length} />
        </div>
      )}
    </div>
  );
}
