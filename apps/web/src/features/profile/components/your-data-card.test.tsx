import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { transferApi } from '@track-grow/domain/transfer/api';
import { importsApi } from '@track-grow/domain/imports/api';
import { deferred, mockApi, type MockReply, type MockRequest } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeImportSummary } from '../test-fixtures.ts';
import { YourDataCard } from './your-data-card.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const document = { version: 1, exportedAt: '2026-11-20T10:00:00.000Z', habits: [] };

/** The multipart fields a mocked fetch call sent (the api mock records only JSON bodies). */
function formOf(fetchMock: ReturnType<typeof mockApi>['fetchMock'], index: number): FormData {
  const body = fetchMock.mock.calls[index]?.[1]?.body;
  if (!(body instanceof FormData)) throw new Error(`call ${index} sent no form`);
  return body;
}

function jsonFile(text: string, name = 'track-grow-export-2026-11-20.json') {
  return new File([text], name, { type: 'application/json' });
}

function renderCard() {
  return renderWithProviders(<YourDataCard />);
}

const panel = (name: RegExp | string) => screen.getByRole('region', { name });

describe('YourDataCard', () => {
  it('links the export as a download of GET /api/export', () => {
    mockApi([]);
    renderCard();
    const link = screen.getByRole('link', { name: 'Export' });
    expect(link).toHaveAttribute('href', '/api/export');
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/One JSON file with everything/)).toBeInTheDocument();
  });

  it('previews a Track. Grow. export with a dry run, and writes only on Import', async () => {
    const { calls } = mockApi([
      [
        transferApi.import,
        ({ body }: MockRequest) => ({
          body: makeImportSummary((body as { dryRun: boolean }).dryRun),
        }),
      ],
    ]);
    const { queryClient } = renderCard();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const ui = userEvent.setup();
    const section = panel('Import a Track. Grow. export');

    await ui.upload(within(section).getByLabelText(/Choose file/), jsonFile(JSON.stringify(document)));
    const preview = await within(section).findByRole('group', { name: /Ready to import/ });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/import', body: { document, dryRun: true } });
    expect(within(preview).getByText('Habits').nextElementSibling).toHaveTextContent('3');
    expect(
      within(preview)
        .getAllByText('Habit check-ins')
        .map((dt) => dt.nextElementSibling?.textContent),
    ).toEqual(['120', '4']);
    // A collection with nothing to add is left out.
    expect(within(preview).queryByText('Moods')).not.toBeInTheDocument();
    expect(within(preview).getByText('Water (measurable) was not imported')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();

    await ui.click(within(preview).getByRole('button', { name: 'Import' }));
    const done = await within(section).findByRole('status');
    expect(done).toHaveTextContent('Import done');
    expect(within(done).getByText('Habits').nextElementSibling).toHaveTextContent('3');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({ document, dryRun: false });
    expect(invalidate).toHaveBeenCalled();
  });

  it('cancels a preview without importing', async () => {
    const { calls } = mockApi([[transferApi.import, { body: makeImportSummary(true) }]]);
    renderCard();
    const ui = userEvent.setup();
    const section = panel('Import a Track. Grow. export');
    await ui.upload(within(section).getByLabelText(/Choose file/), jsonFile(JSON.stringify(document)));
    await ui.click(await within(section).findByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();
    expect(within(section).getByLabelText(/Choose file/)).toBeEnabled();
    expect(within(section).getByLabelText(/Choose file/)).toHaveFocus();
    expect(calls).toHaveLength(1);
  });

  it('disables the picker and the buttons while a request runs', async () => {
    const dryRun = deferred<MockReply>();
    const real = deferred<MockReply>();
    mockApi([
      [
        transferApi.import,
        ({ body }) => ((body as { dryRun: boolean }).dryRun ? dryRun.promise : real.promise),
      ],
    ]);
    renderCard();
    const ui = userEvent.setup();
    const section = panel('Import a Track. Grow. export');
    await ui.upload(within(section).getByLabelText(/Choose file/), jsonFile(JSON.stringify(document)));
    expect(await within(section).findByLabelText(/Checking the file/)).toBeDisabled();

    dryRun.resolve({ body: makeImportSummary(true) });
    await ui.click(await within(section).findByRole('button', { name: 'Import' }));
    expect(await within(section).findByRole('button', { name: 'Importing...' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    real.resolve({ body: makeImportSummary(false) });
    expect(await within(section).findByRole('status')).toHaveTextContent('Import done');
  });

  it('refuses a file that is not JSON, or too large, without sending it', async () => {
    const { calls } = mockApi([[transferApi.import, { body: makeImportSummary(true) }]]);
    renderCard();
    const ui = userEvent.setup({ applyAccept: false });
    const section = panel('Import a Track. Grow. export');

    await ui.upload(within(section).getByLabelText(/Choose file/), new File(['Date,Mood\n'], 'daylio.csv'));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This is not a JSON file, so nothing was sent.',
    );

    await ui.upload(within(section).getByLabelText(/Choose file/), jsonFile('[1, 2]'));
    expect(await within(section).findByRole('alert')).toHaveTextContent('is not a Track. Grow. export');

    const huge = jsonFile('{}');
    Object.defineProperty(huge, 'size', { value: 51 * 1024 * 1024 });
    await ui.upload(within(section).getByLabelText(/Choose file/), huge);
    expect(await within(section).findByRole('alert')).toHaveTextContent('larger than 50 MB');
    expect(within(section).getByText('Files up to 50 MB.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's message and issues for a bad document, and a clear line when import is missing", async () => {
    let attempt = 0;
    mockApi([
      [
        transferApi.import,
        () =>
          ++attempt === 1
            ? {
                status: 400,
                body: {
                  message: 'This is not a Track. Grow. export',
                  issues: [{ path: 'version', message: 'Expected 1' }],
                },
              }
            : { status: 404, body: { message: 'Not found' } },
      ],
    ]);
    renderCard();
    const ui = userEvent.setup();
    const section = panel('Import a Track. Grow. export');

    await ui.upload(within(section).getByLabelText(/Choose file/), jsonFile('{"version": 9}'));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('This is not a Track. Grow. export');
    expect(alert).toHaveTextContent('version: Expected 1');
    expect(within(section).queryByRole('group')).not.toBeInTheDocument();

    await ui.upload(within(section).getByLabelText(/Choose file/), jsonFile('{"version": 1}'));
    expect(await within(section).findByText(/could not be done \(error 404\)/)).toBeInTheDocument();
  });

  it('says a 413 means the file is too large', async () => {
    mockApi([[importsApi.loop, { status: 413, text: '' }]]);
    renderCard();
    const section = panel('Loop Habit Tracker');
    await userEvent
      .setup()
      .upload(
        within(section).getByLabelText(/Choose file/),
        new File(['zip'], 'Loop.zip', { type: 'application/zip' }),
      );
    expect(await within(section).findByRole('alert')).toHaveTextContent('too large to import (up to 10 MB)');
  });

  it("sends Loop's zip as multipart, dry run first", async () => {
    const { calls, fetchMock } = mockApi([
      [importsApi.loop, () => ({ body: makeImportSummary(calls.length === 1) })],
    ]);
    renderCard();
    const ui = userEvent.setup();
    const section = panel('Loop Habit Tracker');
    const zip = new File(['PK'], 'Loop Habits CSV 2026-11-20.zip', { type: 'application/zip' });

    await ui.upload(within(section).getByLabelText(/Choose file/), zip);
    await within(section).findByRole('group', { name: /Ready to import/ });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/import/loop', credentials: 'include' });
    expect(formOf(fetchMock, 0).get('dryRun')).toBe('true');
    expect((formOf(fetchMock, 0).get('file') as File).name).toBe(zip.name);

    await ui.click(within(section).getByRole('button', { name: 'Import' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Import done');
    expect(formOf(fetchMock, 1).get('dryRun')).toBe('false');
  });

  it("asks a 1–5 rating for each of Daylio's own moods before importing", async () => {
    const { calls, fetchMock } = mockApi([
      [
        importsApi.daylio,
        () => ({
          body: makeImportSummary(calls.length === 1, {
            added: { moods: 40 },
            skipped: {},
            notes: [],
            moodNames: ['chill', 'sleepy'],
          }),
        }),
      ],
    ]);
    renderCard();
    const ui = userEvent.setup();
    const section = panel('Daylio');

    await ui.upload(
      within(section).getByLabelText(/Choose file/),
      new File(['full_date,mood\n'], 'daylio_export.csv', { type: 'text/csv' }),
    );
    const preview = await within(section).findByRole('group', { name: /Ready to import/ });
    expect(formOf(fetchMock, 0).get('dryRun')).toBe('true');
    const importButton = within(preview).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription('Rate every mood to import.');

    await ui.selectOptions(within(preview).getByLabelText('chill'), '4');
    expect(importButton).toBeDisabled();
    await ui.selectOptions(within(preview).getByLabelText('sleepy'), '2');
    expect(importButton).toBeEnabled();
    await ui.click(importButton);

    expect(await within(section).findByRole('status')).toHaveTextContent('Moods40');
    expect(calls).toHaveLength(2);
    expect(formOf(fetchMock, 1).get('dryRun')).toBe('false');
    expect(JSON.parse(formOf(fetchMock, 1).get('moodMap') as string)).toEqual({ chill: 4, sleepy: 2 });
  });

  it('asks a rating for moods named __proto__ and constructor like any other', async () => {
    const { calls, fetchMock } = mockApi([
      [
        importsApi.daylio,
        () => ({
          body: makeImportSummary(calls.length === 1, {
            added: { moods: 2 },
            skipped: {},
            notes: [],
            moodNames: ['__proto__', 'constructor'],
          }),
        }),
      ],
    ]);
    renderCard();
    const ui = userEvent.setup();
    const section = panel('Daylio');

    await ui.upload(
      within(section).getByLabelText(/Choose file/),
      new File(['full_date,mood\n'], 'daylio_export.csv', { type: 'text/csv' }),
    );
    const preview = await within(section).findByRole('group', { name: /Ready to import/ });
    const importButton = within(preview).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    expect(within(preview).getByLabelText('constructor')).toHaveValue('');
    await ui.selectOptions(within(preview).getByLabelText('__proto__'), '3');
    await ui.selectOptions(within(preview).getByLabelText('constructor'), '5');
    expect(importButton).toBeEnabled();
    await ui.click(importButton);

    await within(section).findByRole('status');
    expect(formOf(fetchMock, 1).get('moodMap')).toBe('{"__proto__":3,"constructor":5}');
  });
});
