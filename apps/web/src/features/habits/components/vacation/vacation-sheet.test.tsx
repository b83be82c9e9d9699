import '../../i18n.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vacationsApi } from '@track-grow/domain/habits/api';
import { mockApi, withParams } from '../../../../test/api-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { resetToasts } from '../../../../lib/toast.ts';
import { TODAY } from '../../test-fixtures.ts';
import { VacationSheet } from './vacation-sheet.tsx';

const VACATION_ID = '0195f3a2-7c4e-7d2a-9b1e-0000000000aa';
const august = {
  id: VACATION_ID,
  startDate: '2025-08-10',
  endDate: '2025-08-16',
  createdAt: '2025-08-01T00:00:00.000Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('VacationSheet', () => {
  it('explains the pause, refuses an end before the start, and adds a vacation', async () => {
    const { calls } = mockApi([
      [vacationsApi.list, { body: [] }],
      [
        vacationsApi.create,
        ({ body }) => ({
          status: 201,
          body: { id: VACATION_ID, createdAt: '2026-03-14T00:00:00.000Z', ...(body as object) },
        }),
      ],
    ]);
    renderWithProviders(<VacationSheet open onOpenChange={vi.fn()} today={TODAY} />);
    const sheet = screen.getByRole('dialog', { name: 'Vacation mode' });
    expect(sheet).toHaveAccessibleDescription(/Every habit pauses/);
    expect(await screen.findByText('No vacations yet.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-04-10' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-04-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add vacation' }));
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(
      'The end must not be before the start',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-04-17' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add vacation' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        startDate: '2026-04-10',
        endDate: '2026-04-17',
      }),
    );
    expect(await screen.findByText('Vacation added: your habits will pause')).toBeInTheDocument();
  });

  it('lists vacations and deletes one', async () => {
    const { calls } = mockApi([
      [vacationsApi.list, { body: [august] }],
      [withParams(vacationsApi.remove, { id: VACATION_ID }), { body: { message: 'Vacation deleted' } }],
    ]);
    renderWithProviders(<VacationSheet open onOpenChange={vi.fn()} today={TODAY} />);
    expect(await screen.findByText('Sun, Aug 10 – Sat, Aug 16')).toBeInTheDocument();
    expect(screen.getByText('Past')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the vacation Sun, Aug 10 – Sat, Aug 16' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/vacations/${VACATION_ID}`)).toBe(
        true,
      ),
    );
  });
});
