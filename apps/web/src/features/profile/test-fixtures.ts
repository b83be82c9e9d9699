import type { ImportSummary } from '@track-grow/domain/transfer';

/** An import's answer (a dry run's or the real one's): what it adds and skips, and a note for the user. */
export function makeImportSummary(dryRun: boolean, overrides: Partial<ImportSummary> = {}): ImportSummary {
  return {
    dryRun,
    added: { habits: 3, habitCompletions: 120, moods: 0 },
    skipped: { habitCompletions: 4 },
    notes: [{ code: 'loopMeasurable', name: 'Water' }],
    ...overrides,
  };
}
