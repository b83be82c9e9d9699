import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n.ts';
import { resetToasts, useToasts } from './toast.ts';
import { useFailureToast, type WatchedRead } from './use-failure-toast.ts';

afterEach(async () => {
  resetToasts();
  await i18n.changeLanguage('en');
});

const texts = { title: 'Could not load', description: 'Please try again' };
const ok: WatchedRead = { error: null, errorUpdatedAt: 0 };

function setup(initial: WatchedRead[]) {
  const toasts = renderHook(() => useToasts());
  const hook = renderHook(({ reads }) => useFailureToast(reads, texts), { initialProps: { reads: initial } });
  return { toasts, hook };
}

describe('useFailureToast', () => {
  it('toasts once per failure of any read, not again on a re-render', () => {
    const { toasts, hook } = setup([ok, ok]);
    expect(toasts.result.current).toHaveLength(0);

    const failure = { error: new Error('offline'), errorUpdatedAt: 100 };
    hook.rerender({ reads: [ok, failure] });
    expect(toasts.result.current.map((t) => [t.title, t.description, t.variant])).toEqual([
      ['Could not load', 'Please try again', 'destructive'],
    ]);

    act(() => resetToasts());
    hook.rerender({ reads: [ok, failure] });
    expect(toasts.result.current).toHaveLength(0);

    hook.rerender({ reads: [{ error: new Error('again'), errorUpdatedAt: 200 }, failure] });
    expect(toasts.result.current).toHaveLength(1);
  });

  it('describes an error the server named by code in the user language', async () => {
    await i18n.changeLanguage('it');
    const { toasts, hook } = setup([ok]);
    const error = new ApiError(
      404,
      JSON.stringify({ message: 'Note not found', code: 'notes.notFound' }),
      '',
    );
    hook.rerender({ reads: [{ error, errorUpdatedAt: 5 }] });
    expect(toasts.result.current[0]?.description).toBe(i18n.t('errorCodes.notes.notFound'));
    expect(toasts.result.current[0]?.description).not.toBe('Note not found');
  });
});
