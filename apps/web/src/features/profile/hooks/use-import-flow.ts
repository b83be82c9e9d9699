import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportSummary } from '@track-grow/domain/transfer';
import { importFailure, type ImportFailure } from '../api/transfer-errors.ts';
import {
  maxImportMegabytes,
  useImport,
  type ImportRequest,
  type ImportSource,
  type MoodMap,
} from '../api/transfer.ts';
import { readImportFile } from '../import-file.ts';

export type ImportStep =
  | { kind: 'pick' }
  | {
      kind: 'preview';
      fileName: string;
      request: (dryRun: boolean, moodMap: MoodMap) => ImportRequest;
      summary: ImportSummary;
    }
  | { kind: 'done'; summary: ImportSummary };

/**
 * One import source's steps: a picked file is checked in the browser, then a dry run shows what would change
 * (`preview`); `confirm` sends it for real (`done`), `cancel` goes back to picking. Nothing is written before
 * `confirm`; a refusal at any step is the `failure` to show.
 */
export function useImportFlow(source: ImportSource) {
  const { t } = useTranslation('profileData');
  const importer = useImport();
  const [step, setStep] = useState<ImportStep>({ kind: 'pick' });
  const [moodMap, setMoodMap] = useState<MoodMap>({});
  const [failure, setFailure] = useState<ImportFailure | null>(null);

  const pick = async (file: File) => {
    setFailure(null);
    setStep({ kind: 'pick' });
    setMoodMap({});
    const read = await readImportFile(source, file);
    if (!read.ok) {
      setFailure({
        message: t(`problems.${read.problem}`, { size: maxImportMegabytes[source] }),
        details: [],
      });
      return;
    }
    try {
      const summary = await importer.mutateAsync(read.request(true, {}));
      setStep({ kind: 'preview', fileName: file.name, request: read.request, summary });
    } catch (error) {
      setFailure(importFailure(t, error, source));
    }
  };

  const confirm = async (request: (dryRun: boolean, moodMap: MoodMap) => ImportRequest) => {
    setFailure(null);
    try {
      setStep({ kind: 'done', summary: await importer.mutateAsync(request(false, moodMap)) });
    } catch (error) {
      setFailure(importFailure(t, error, source));
    }
  };

  const cancel = () => {
    setFailure(null);
    setStep({ kind: 'pick' });
  };

  return { step, moodMap, setMoodMap, failure, busy: importer.isPending, pick, confirm, cancel };
}
