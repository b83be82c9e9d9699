import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportSummary } from '@track-grow/domain/transfer';
import { Button } from '../../../components/ui/button.tsx';
import { ratingOf, type MoodMap } from '../api/transfer.ts';
import { ImportCounts, ImportNotes } from './import-counts.tsx';
import { MoodMapFields } from './mood-map-fields.tsx';

/** The dry run's answer: what would be added and skipped, the notes, Daylio's mood ratings, then Import or Cancel. */
export function ImportPreview({
  fileName,
  summary,
  moodMap,
  onMoodMapChange,
  busy,
  onImport,
  onCancel,
}: {
  fileName: string;
  summary: ImportSummary;
  moodMap: MoodMap;
  onMoodMapChange: (moodMap: MoodMap) => void;
  busy: boolean;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('profileData');
  const id = useId();
  const heading = useRef<HTMLParagraphElement>(null);
  // The file input this replaces had the focus: keep the keyboard user here.
  useEffect(() => heading.current?.focus(), []);
  const moodNames = summary.moodNames ?? [];
  const unrated = moodNames.some((name) => ratingOf(moodMap, name) === undefined);

  return (
    <div
      role="group"
      className="grid gap-4 rounded-xl border border-border bg-muted/40 p-4"
      aria-labelledby={`${id}-title`}
    >
      <div className="grid gap-0.5">
        <p
          id={`${id}-title`}
          ref={heading}
          tabIndex={-1}
          className="text-sm font-semibold wrap-anywhere outline-none"
        >
          {t('preview.title', { file: fileName })}
        </p>
        <p className="text-sm text-muted-foreground">{t('preview.description')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 sm:gap-6">
        <ImportCounts heading={t('preview.added')} counts={summary.added} />
        <ImportCounts heading={t('preview.skipped')} counts={summary.skipped} />
      </div>
      <ImportNotes notes={summary.notes} heading={t('preview.notes')} />
      {moodNames.length > 0 ? (
        <MoodMapFields moodNames={moodNames} moodMap={moodMap} onChange={onMoodMapChange} disabled={busy} />
      ) : null}
      <div className="grid gap-2">
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {t('preview.cancel')}
          </Button>
          <Button
            onClick={onImport}
            disabled={busy || unrated}
            aria-describedby={unrated ? `${id}-unrated` : undefined}
          >
            {busy ? t('preview.importing') : t('preview.import')}
          </Button>
        </div>
        {unrated ? (
          <p id={`${id}-unrated`} className="text-right text-sm text-muted-foreground">
            {t('moods.required')}
          </p>
        ) : null}
      </div>
    </div>
  );
}
