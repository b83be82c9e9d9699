import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';

interface Read {
  error: unknown;
  errorUpdatedAt: number;
}

/** AREAS.md: a failed read is reported with a toast, once per failure. */
export function useFailureToast(reads: readonly Read[]): void {
  const { t } = useTranslation('money');
  const reported = useRef(0);
  const latest = Math.max(0, ...reads.filter((read) => read.error).map((read) => read.errorUpdatedAt));
  useEffect(() => {
    if (latest === 0 || latest <= reported.current) return;
    reported.current = latest;
    toast({ title: t('errors.loadFailed'), description: t('errors.generic'), variant: 'destructive' });
  }, [latest, t]);
}
