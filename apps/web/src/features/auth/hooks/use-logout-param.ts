import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '../../../lib/session.ts';

/** SPEC.md 2: after logout the browser lands on /?logout=true: refresh the user, then clean the address. */
export function useLogoutParam() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('logout') !== 'true') return;
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
    url.searchParams.delete('logout');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }, [queryClient]);
}
