import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, FileUp } from 'lucide-react';
import type { ImportSummary } from '@track-grow/domain/transfer';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { maxImportMegabytes, type ImportSource } from '../api/transfer.ts';
import { useImportFlow } from '../hooks/use-import-flow.ts';
import { ImportCounts, ImportNotes } from './import-counts.tsx';
import { ImportPreview } from './import-preview.tsx';

/**
 * One import source: pick a file (checked in the browser first) → a dry run shows what would change →
 * Import sends it for real → the counts of what was added. Nothing is written before Import.
 */
export function ImportPanel({
  source,
  title,
  hint,
  accept,
  headingLevel = 3,
}: {
  source: ImportSource;
  title: string;
  hint: string;
  accept: string;
  /** 4 under the card's "Import from another app" heading. */
  headingLevel?: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t } = useTranslation('profileData');
  const id = useId();
  const { step, moodMap, setMoodMap, failure, busy, pick, confirm, cancel } = useImportFlow(source);
  const picker = useRef<HTMLInputElement>(null);
  const refocusPicker = useRef(false);
  // After Cancel the preview that had the focus is gone: give it back to the file picker.
  useEffect(() => {
    if (step.kind !== 'pick' || !refocusPicker.current) return;
    refocusPicker.current = false;
    picker.current?.focus();
  }, [step.kind]);

  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void pick(file);
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 py-4 first:pt-0 last:pb-0">
      <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-6">
        <div className="grid gap-0.5">
          <Heading id={`${id}-title`} className="text-sm font-semibold">
            {title}
          </Heading>
          <p className="text-sm text-muted-foreground">{hint}</p>
        </div>
        {step.kind === 'preview' ? null : (
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:items-end sm:gap-1.5">
            <label
              className={cn(
                buttonVariants({ variant: 'outline' }),
                'has-[:disabled]:pointer-events-none has-[:disabled]:opacity-60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              )}
            >
              <FileUp aria-hidden="true" />
              <span id={`${id}-choose`}>{busy ? t('checking') : t('choose')}</span>
              <input
                ref={picker}
                type="file"
                accept={accept}
                className="sr-only"
                disabled={busy}
                aria-labelledby={`${id}-choose ${id}-title`}
                aria-describedby={`${id}-size`}
                onChange={pickFile}
              />
            </label>
            <span id={`${id}-size`} className="text-xs text-muted-foreground">
              {t('sizeHint', { size: maxImportMegabytes[source] })}
            </span>
          </div>
        )}
      </div>
      {step.kind === 'preview' ? (
        <ImportPreview
          fileName={step.fileName}
          summary={step.summary}
          moodMap={moodMap}
          onMoodMapChange={setMoodMap}
          busy={busy}
          onImport={() => void confirm(step.request)}
          onCancel={() => {
            cancel();
            refocusPicker.current = true;
          }}
        />
      ) : null}
      {failure ? (
        <div role="alert" className="grid gap-1 text-sm font-medium text-danger">
          <p>{failure.message}</p>
          {failure.details.length > 0 ? (
            <ul className="grid list-disc gap-0.5 pl-5 font-normal wrap-anywhere">
              {failure.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {step.kind === 'done' ? <ImportDone summary={step.summary} /> : null}
    </section>
  );
}

/** The real import's answer: what was added and what was already there. */
function ImportDone({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation('profileData');
  const region = useRef<HTMLDivElement>(null);
  // Bring the result into view on a phone, where Import was at the bottom of a long preview.
  useEffect(() => region.current?.scrollIntoView?.({ block: 'nearest' }), []);
  return (
    <div
      ref={region}
      role="status"
      className="grid gap-3 rounded-xl border border-success/40 bg-success/10 p-4"
    >
      <p className="flex items-center gap-2 text-sm font-semibold">
        <CircleCheck aria-hidden="true" className="size-4 text-success" />
        {t('done.title')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        <ImportCounts heading={t('done.added')} counts={summary.added} />
        <ImportCounts heading={t('done.skipped')} counts={summary.skipped} />
      </div>
      <ImportNotes notes={summary.notes} />
    </div>
  );
}
