import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useCreateIntent } from './use-create-intent.ts';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
  return { ...renderHook(() => useCreateIntent(), { wrapper }), location };
}

describe('useCreateIntent', () => {
  it('returns the ?new value it mounted with and removes it in place, keeping the other parameters', () => {
    const { result, rerender, location } = renderAt('/money?month=2026-03&new=income');
    expect(result.current).toBe('income');
    // Replaced, not pushed: Back does not return to the URL that opens the form.
    expect(location.history).toEqual(['/money?month=2026-03']);
    rerender();
    expect(result.current).toBe('income');
  });

  it('removes the whole query when ?new was all of it', () => {
    const { result, location } = renderAt('/habits?new=1');
    expect(result.current).toBe('1');
    expect(location.history).toEqual(['/habits']);
  });

  it('returns null and leaves the URL alone without ?new', () => {
    const { result, location } = renderAt('/tasks?view=week');
    expect(result.current).toBeNull();
    expect(location.history).toEqual(['/tasks?view=week']);
  });

  it('does not see a ?new that arrives after mount', () => {
    const { result, rerender, location } = renderAt('/notes');
    location.navigate('/notes?new=1');
    rerender();
    expect(result.current).toBeNull();
  });
});
