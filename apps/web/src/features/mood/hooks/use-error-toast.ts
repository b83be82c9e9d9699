import { useEffect } from 'react';
import { toast } from '../../../lib/toast.ts';

/** A toast when a read fails (AREAS.md: failures are reported with a toast), once per failure. */
export function useErrorToast(error: unknown, title: string, description: string): void {
  useEffect(() => {
    if (error) toast({ title, description, variant: 'destructive' });
    // Only a new failure raises a new toast; the texts follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
