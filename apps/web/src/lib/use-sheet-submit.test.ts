import { act, renderHook } from '@testing-library/react';
import { createTaskInput } from '@track-grow/domain/tasks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n.ts';
import { resetToasts, useToasts } from './toast.ts';
import { useSheetSubmit, type SheetSubmitOptions } from './use-sheet-submit.ts';

afterEach(async () => {
  resetToasts();
  await i18n.changeLanguage('en');
});

type Data = ReturnType<typeof createTaskInput.parse>;

function setup(write: SheetSubmitOptions<Data>['write'], extra: Partial<SheetSubmitOptions<Data>> = {}) {
  const onDone = vi.fn();
  const onRefused = vi.fn();
  const toasts = renderHook(() => useToasts());
  const sheet = renderHook(() =>
    useSheetSubmit({
      schema: createTaskInput,
      fields: ['title', 'dueDate'],
      failure: { title: 'Could not save', fallback: 'Please try again' },
      write,
      onDone,
      onRefused,
      ...extra,
    }),
  );
  return { sheet, toasts, onDone, onRefused };
}

const refused = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), '');

describe('useSheetSubmit', () => {
  it('refuses invalid values with the field codes, writes nothing and stays open', async () => {
    const write = vi.fn();
    const { sheet, onDone, onRefused } = setup(write);
    let ok = true;
    await act(async () => {
      ok = await sheet.result.current.submit({ title: ' ' });
    });
    expect(ok).toBe(false);
    expect(write).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(sheet.result.current.errors).toEqual({ title: 'tasks.titleRequired' });
    expect(onRefused).toHaveBeenCalledWith({ title: 'tasks.titleRequired' });
    expect(sheet.result.current.message('title')).toBe('Title is required');

    act(() => sheet.result.current.clear('title'));
    expect(sheet.result.current.errors).toEqual({});
  });

  it('writes the parsed data and calls onDone on success', async () => {
    const write = vi.fn(() => Promise.resolve());
    const { sheet, onDone } = setup(write);
    await act(async () => {
      await sheet.result.current.submit({ title: '  Call mom ' });
    });
    expect(write).toHaveBeenCalledWith(expect.objectContaining({ title: 'Call mom' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(sheet.result.current.submitting).toBe(false);
  });

  it('shows a server error about a form field under it, in the user language', async () => {
    await i18n.changeLanguage('it');
    const error = refused(400, {
      message: 'title: Title is required',
      issues: [{ path: 'title', message: 'Title is required', code: 'tasks.titleRequired' }],
    });
    const { sheet, toasts, onDone } = setup(() => Promise.reject(error));
    await act(async () => {
      await sheet.result.current.submit({ title: 'x' });
    });
    expect(sheet.result.current.errors).toEqual({ title: 'tasks.titleRequired' });
    expect(sheet.result.current.message('title')).toBe(i18n.t('errorCodes.tasks.titleRequired'));
    expect(toasts.result.current).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('toasts any other failure with the mapped message, else the fallback', async () => {
    const error = refused(404, { message: 'Task not found', code: 'tasks.notFound' });
    const { sheet, toasts, onDone } = setup(() => Promise.reject(error));
    await act(async () => {
      await sheet.result.current.submit({ title: 'x' });
    });
    expect(toasts.result.current.map((t) => [t.title, t.description, t.variant])).toEqual([
      ['Could not save', i18n.t('errorCodes.tasks.notFound'), 'destructive'],
    ]);
    expect(sheet.result.current.errors).toEqual({});
    expect(onDone).not.toHaveBeenCalled();

    const offline = setup(() => Promise.reject(new Error('offline')));
    await act(async () => {
      await offline.sheet.result.current.submit({ title: 'x' });
    });
    expect(offline.toasts.result.current[0]?.description).toBe('Please try again');
  });

  it('runs `check` after the schema', async () => {
    const write = vi.fn();
    const { sheet } = setup(write, { check: (data) => (data.dueDate ? { dueDate: 'moods.future' } : null) });
    await act(async () => {
      await sheet.result.current.submit({ title: 'x', dueDate: '2026-03-14' });
    });
    expect(write).not.toHaveBeenCalled();
    expect(sheet.result.current.errors).toEqual({ dueDate: 'moods.future' });
  });
});
