import type { ImportNote } from '@track-grow/domain/imports';
import { useTranslation } from 'react-i18next';

/** "habitCompletions" → "Habit completions", for a collection the catalogue does not name yet. */
function collectionFallback(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One column of an import summary: a heading and the rows per collection, or "Nothing" when none. */
export function ImportCounts({ heading, counts }: { heading: string; counts: Record<string, number> }) {
  const { t } = useTranslation('profileData');
  const rows = Object.entries(counts).filter(([, count]) => count > 0);
  return (
    <div className="grid content-start gap-1.5">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{heading}</p>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('preview.nothing')}</p>
      ) : (
        <dl className="grid gap-1 text-sm">
          {rows.map(([collection, count]) => (
            <div key={collection} className="flex items-baseline justify-between gap-3">
              <dt>{t(`collections.${collection}`, { defaultValue: collectionFallback(collection) })}</dt>
              <dd className="font-semibold tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** The server's notes on an import ("Water (measurable) was not imported"), each a code worded here. */
export function ImportNotes({ notes, heading }: { notes: readonly ImportNote[]; heading?: string }) {
  const { t } = useTranslation('profileData');
  if (notes.length === 0) return null;
  return (
    <div className="grid gap-1.5">
      {heading ? (
        <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{heading}</p>
      ) : null}
      <ul className="grid list-disc gap-1 pl-5 text-sm wrap-anywhere">
        {notes.map(({ code, ...values }, index) => (
          // Notes have no identity of their own and never reorder: their position is their key.
          <li key={index}>{t(`notes.${code}`, values)}</li>
        ))}
      </ul>
    </div>
  );
}
