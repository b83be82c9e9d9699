import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { moneyErrorMessage } from '../messages.ts';

interface Read {
  error: unknown;
  errorUpdatedAt: number;
}

/** AREAS.md: a failed read is reported with a toast, once per failure. */
export function useFailureToast(reads: readonly Read[]): void {
  const { t } = useTranslation('money');
  const reported = useRef(new Set<number>());
  const failures = reads.filter((read) => read.error).map((read) => [read.errorUpdatedAt, read.error] as const);
  const latest = failures.reduce<readonly [number, unknown] | null>((a, b) => (!a || b[0] > a[0] ? b : a), null);
  useEffect(() => {
    if (!latest || reported.current.has(latest[0])) return;
    reported.current.add(latest[0]);
    toast({ title: t('errors.loadFailed'), description: moneyErrorMessage(t, latest[1]), variant: 'destructive' });
  }, [latest, t]);
}
