import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { isoDay } from '../support/days.ts';
import { seedHabit } from '../support/seed.ts';
import { HabitsPage } from '../pages/habits.ts';
import { HomePage } from '../pages/home.ts';

const BANNER = /^You're offline\. Showing what you last saw/;

interface Completion {
  habitId: string;
  date: string;
  completed: boolean;
  skipped: boolean;
}

/** Today's completions as the server has them, by habit id. */
async function serverDays(page: Page): Promise<Record<string, Pick<Completion, 'completed' | 'skipped'>>> {
  const response = await page.request.get(`/api/habits/completions?from=${isoDay(-1)}&to=${isoDay(1)}`);
  expect(response.ok()).toBe(true);
  const rows = (await response.json()) as Completion[];
  return Object.fromEntries(
    rows
      .filter((row) => row.date === isoDay())
      .map((row) => [row.habitId, { completed: row.completed, skipped: row.skipped }]),
  );
}

/** Counts the page's requests not yet answered (finished or failed). */
function requestsInFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * Waits until the idle prefetch (app/use-after-sign-in.ts: every read together, about a second after the page
 * loads; /api/lessons/completions is the last) has been asked and nothing is in flight. The page learns that the
 * network is gone a moment after the network does: a read it starts in that moment fails in the console, as it
 * would for a person, so the test cuts the network only once the page is quiet.
 */
async function quiet(page: Page, inFlight: () => number): Promise<void> {
  await expect
    .poll(
      async () =>
        inFlight() === 0 &&
        (await page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.endsWith('/api/lessons/completions')),
        )),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test('offline: the shell opens from the service worker with the last-seen data; habit days queue and go out in order', async ({
  page,
  context,
  user,
}) => {
  test.setTimeout(150_000);
  const read = await seedHabit(page, { name: 'Read' });
  const walk = await seedHabit(page, { name: 'Walk' });
  const home = new HomePage(page);
  const habits = new HabitsPage(page);
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  const inFlight = requestsInFlight(page);

  await test.step('online: Home and Habits load, the service worker installs, the answers are kept', async () => {
    await home.goto();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await habits.goto();
    await expect(habits.check('Read')).not.toBeChecked();
    await expect(habits.check('Walk')).not.toBeChecked();
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`queryCache-${id}`) !== null, user.id))
      .toBe(true);
    await expect(banner).toHaveCount(0);
  });

  await test.step('Chromium finds the app installable: manifest, icons and service worker pass', async () => {
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Playwright's contexts are incognito profiles, where Chromium never offers to install; nothing else may fail.
    const errors = installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
    expect(errors).toEqual([]);
    await cdp.detach();
  });

  await test.step('offline, a reload opens the app from the service worker with the banner and the habits', async () => {
    await quiet(page, inFlight);
    await context.setOffline(true);
    await page.reload();
    await habits.expectShown();
    await expect(banner).toBeVisible();
    await expect(habits.check('Read')).not.toBeChecked();
    await expect(habits.check('Walk')).not.toBeChecked();
  });

  await test.step('offline, habit days are shown at once and queued in the order made', async () => {
    await habits.tick('Read');
    // Skip then tick: the server ends with Walk done (not skipped) only if it gets them in this order.
    await habits.skipToday('Walk');
    await habits.tick('Walk');
    const queued = await page.evaluate(
      (id) => JSON.parse(localStorage.getItem(`offlineQueue-${id}`) ?? '[]') as { kind: string }[],
      user.id,
    );
    expect(queued.map((write) => write.kind)).toEqual(['habitToggle', 'habitDay', 'habitToggle']);

    // A reload keeps both the queue and what the screen showed.
    await page.reload();
    await habits.expectShown();
    await expect(habits.check('Read')).toBeChecked();
    await expect(habits.check('Walk')).toBeChecked();
    // Nothing reached the server yet (the test's own API client is not offline).
    expect(await serverDays(page)).toEqual({});
  });

  await test.step('offline, Home shows the last-seen page and keeps a quick note', async () => {
    await home.goto();
    await expect(banner).toBeVisible();
    await home.addQuickNote('Buy stamps');
    await expect(home.quickNotes.filter({ hasText: 'Buy stamps' })).toHaveCount(1);
  });

  await test.step('back online, the queue is sent in order and the banner goes', async () => {
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`offlineQueue-${id}`), user.id))
      .toBeNull();
    expect(await serverDays(page)).toEqual({
      [read.id]: { completed: true, skipped: false },
      [walk.id]: { completed: true, skipped: false },
    });
    await expect(home.quickNotes.filter({ hasText: 'Buy stamps' })).toHaveCount(1);
    await habits.goto();
    await expect(habits.check('Read')).toBeChecked();
    await expect(habits.check('Walk')).toBeChecked();
  });
});
