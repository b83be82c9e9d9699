import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { isoDay } from '../support/days.ts';
import { e2eEnvironment } from '../support/environment.ts';
import { FitnessPage } from '../pages/fitness.ts';
import { FocusPage } from '../pages/focus.ts';
import { sessionButton } from '../pages/session-button.ts';
import { Toasts } from '../pages/toasts.ts';

/**
 * The two timers against the real server, with Playwright's clock: the page's time is moved on as a sleeping
 * laptop would (fastForward jumps, firing each due timer once), so only timestamp-based timers stay right.
 */
async function savedRows(page: Page, path: '/api/focus-sessions' | '/api/workouts') {
  // The page's clock may be an hour ahead of the server's: ask around today.
  const response = await page.request.get(`${path}?from=${isoDay(-2)}&to=${isoDay(2)}`, {
    headers: { origin: e2eEnvironment().baseUrl },
  });
  expect(response.ok(), `GET ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

/** The first h:mm:ss or mm:ss in a text, in seconds. */
function shownSeconds(text: string | null): number {
  const match = /(?:(\d+):)?(\d\d):(\d\d)/.exec(text ?? '');
  if (!match) throw new Error(`no time in "${text}"`);
  return Number(match[1] ?? 0) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** Waits until the shown time lies between `forwarded` seconds and that plus the real seconds since `startedAt`. */
async function expectElapsedSince(startedAt: number, read: () => Promise<string | null>, forwarded = 120) {
  await expect(async () => {
    const shown = shownSeconds(await read());
    expect(shown).toBeGreaterThanOrEqual(forwarded);
    expect(shown).toBeLessThanOrEqual(forwarded + Math.ceil((Date.now() - startedAt) / 1000));
  }).toPass();
}

test.describe('focus', () => {
  test('a 25-minute focus left alone completes, is saved and starts the break', async ({ page, user }) => {
    void user;
    await page.clock.install();
    const focus = new FocusPage(page);
    const toasts = new Toasts(page);
    await focus.goto();
    await expect(focus.timer).toHaveText('25:00');
    await focus.expectSession('Focus', '0 of 16');
    await expectNoSeriousA11yViolations(page, 'focus, idle');

    await focus.start.click();
    await expect(focus.pause).toBeVisible();
    await page.clock.fastForward('25:00');
    await toasts.expectToast('Focus Session Complete!', 'Time for a short break');
    await focus.expectSession('Short break', '1 of 16');
    await expect(focus.pause).toBeVisible();
    await expect(focus.timer).toHaveText(/^0[45]:\d\d$/);

    await expect.poll(async () => (await savedRows(page, '/api/focus-sessions')).length).toBe(1);
    const [saved] = await savedRows(page, '/api/focus-sessions');
    expect(saved).toMatchObject({
      title: 'Focus Session',
      type: 'focus',
      plannedDuration: 25,
      actualDuration: 25,
    });
    await expect(page.getByRole('main').getByText('Focus Session', { exact: true }).last()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'focus, short break');
  });

  test('a page closed mid-session and opened an hour later replays and saves what was missed', async ({
    page,
    user,
    consoleGuard,
  }) => {
    await page.clock.install();
    const focus = new FocusPage(page);
    await focus.goto();
    await focus.start.click();
    await page.clock.fastForward('05:00');
    await expect(focus.timer).toHaveText(/^(20:00|19:5\d)$/);

    // The tab is closed (its state stays on the device) and the user is back an hour later in a new one.
    // close() with beforeunload returns before the page is gone: the clock must not move while it closes.
    const context = page.context();
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    await context.clock.fastForward('01:00:00');
    const later = await context.newPage();
    consoleGuard.watch(later);
    await later.addInitScript((id) => window.localStorage.setItem('userId', id), user.id);
    const again = new FocusPage(later);
    // The app replays as soon as it starts, before the focus page's code has arrived, and the summary toast
    // lasts 2 s: it is watched for from the navigation on, not after the page shows.
    const toasts = new Toasts(later);
    const summary = toasts
      .withTitle('2 focus sessions finished while you were away')
      .filter({ hasText: '50 minutes of focus recorded' })
      .waitFor({ state: 'attached', timeout: 30_000 });
    await again.goto();
    // 25 + 5 + 25 + 5 minutes from the start: two focus sessions done, the third under way.
    await summary;
    await again.expectSession('Focus', '2 of 16');
    await expect.poll(async () => (await savedRows(later, '/api/focus-sessions')).length).toBe(2);
    const rows = await savedRows(later, '/api/focus-sessions');
    expect(rows.map((row) => row.actualDuration)).toEqual([25, 25]);
  });

  test('the floating button shows a running session on other pages and leads back', async ({
    page,
    user,
  }) => {
    void user;
    const focus = new FocusPage(page);
    await focus.goto();
    await expect(sessionButton(page, 'focus')).toHaveCount(0);
    await focus.start.click();

    await page.goto('/money');
    const button = sessionButton(page, 'focus');
    await expect(button).toBeVisible({ timeout: 15_000 });
    await expect(button).toHaveAccessibleName(/^Focus: \d\d:\d\d left\. Open Focus$/);
    await expectNoSeriousA11yViolations(page, 'money, with the session button');
    await button.click();
    await focus.expectShown();
    await expect(sessionButton(page, 'focus')).toHaveCount(0);
    await expect(focus.pause).toBeVisible();
  });
});

test.describe('fitness', () => {
  test('a 40-second workout is saved, a 10-second one is not', async ({ page, user }) => {
    void user;
    await page.clock.install();
    const fitness = new FitnessPage(page);
    const toasts = new Toasts(page);
    await fitness.goto();
    await expectNoSeriousA11yViolations(page, 'fitness, empty');

    // The installed clock also runs in real time: on a busy machine a second or more passes between steps.
    let startedAt = Date.now();
    await fitness.start.click();
    await page.clock.fastForward(10_000);
    await expectElapsedSince(startedAt, () => fitness.elapsed.textContent(), 10);
    await fitness.stop.click();
    await toasts.expectToast('Workout not saved', "Workouts of 30 seconds or less aren't saved.");
    await expect(fitness.start).toBeVisible();
    expect(await savedRows(page, '/api/workouts')).toHaveLength(0);

    startedAt = Date.now();
    await fitness.start.click();
    await page.clock.fastForward(40_000);
    await expectElapsedSince(startedAt, () => fitness.elapsed.textContent(), 40);
    await fitness.stop.click();
    await toasts.expectToast('Workout Saved!', 'Your fitness session has been recorded.');
    await expect(fitness.elapsed).toHaveText('0:00:00');
    const rows = await savedRows(page, '/api/workouts');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Cardio Session', type: 'cardio', difficulty: 'medium' });
    await expect(fitness.history.getByText('Cardio Session')).toBeVisible();
  });

  test('a running workout survives a reload, and a paused one stays paused', async ({ page, user }) => {
    void user;
    await page.clock.install();
    const fitness = new FitnessPage(page);
    await fitness.goto();
    // The installed clock still runs in real time: a slow machine's reload lets seconds pass, so the shown
    // time is bounded by the two fast-forwarded minutes plus the real time this test has measured.
    const startedAt = Date.now();
    await fitness.start.click();
    await page.clock.fastForward('02:00');
    await page.reload();
    await fitness.expectShown();
    await expect(fitness.pause).toBeVisible();
    await expectElapsedSince(startedAt, () => fitness.elapsed.textContent());

    // Elsewhere, the floating button carries it; it leads back.
    await page.goto('/habits');
    const button = sessionButton(page, 'fitness');
    await expect(button).toHaveAccessibleName(/^Cardio workout: \d\d:\d\d\. Open Fitness$/, {
      timeout: 15_000,
    });
    await expectElapsedSince(startedAt, () => button.getAttribute('aria-label'));
    await button.click();
    await fitness.expectShown();

    await fitness.pause.click();
    await expect(fitness.resume).toBeVisible();
    const pausedAt = await fitness.elapsed.textContent();
    await page.clock.fastForward('05:00');
    await page.reload();
    await fitness.expectShown();
    await expect(fitness.resume).toBeVisible();
    await expect(fitness.elapsed).toHaveText(pausedAt ?? '');
    await expectNoSeriousA11yViolations(page, 'fitness, paused');
  });
});
