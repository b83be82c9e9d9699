import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useLingering } from './use-lingering.ts';

describe('useLingering', () => {
  it('follows the value and keeps the last one while it is null', () => {
    const { result, rerender } = renderHook(({ value }: { value: string | null }) => useLingering(value), {
      initialProps: { value: null as string | null },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'edit A' });
    expect(result.current).toBe('edit A');
    rerender({ value: null });
    expect(result.current).toBe('edit A');
    rerender({ value: 'edit B' });
    expect(result.current).toBe('edit B');
  });
});
