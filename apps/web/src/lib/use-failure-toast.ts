import { useEffect, useRef } from 'react';
import { codedErrorMessage } from './server-errors.ts';
import { toast } from './toast.ts';

/** The part of a query result the hook reads. */
export interface WatchedRead {
  error: unknown;
  errorUpdatedAt: number;
}

/**
 * AREAS.md: a failed read is reported with a toast, once per failure (the newest of `reads`). The description
 * is the error's code in the user's language when the server named one, else `texts.description`.
 */
export function useFailureToast(
  reads: readonly WatchedRead[],
  texts: { title: string; description: string },
): void {
  const reported = useRef(0);
  const failed = reads.filter((read) => read.error);
  const latest = Math.max(0, ...failed.map((read) => read.errorUpdatedAt));
  const error = failed.find((read) => read.errorUpdatedAt === latest)?.error;
  useEffect(() => {
    if (latest === 0 || latest <= reported.current) return;
    reported.current = latest;
    toast({
      title: texts.title,
      description: codedErrorMessage(error) ?? texts.description,
      variant: 'destructive',
    });
    // Only a new failure raises a new toast; the texts follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latest]);
}
