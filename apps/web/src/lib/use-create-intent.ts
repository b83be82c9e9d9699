import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';

/**
 * A create intent in the URL (`?new=1`, `?new=income`, as the Hub's "Quick add" links): its value as the
 * page mounted, or null. The parameter is then removed with `replace`, so a reload or Back does not reopen
 * the form; the value stays for the page's life, for it to open its form with.
 */
export function useCreateIntent(): string | null {
  const [params, setParams] = useSearchParams();
  const [intent] = useState(() => params.get('new'));
  useEffect(() => {
    if (intent === null) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      },
      { replace: true },
    );
  }, [intent, setParams]);
  return intent;
}
