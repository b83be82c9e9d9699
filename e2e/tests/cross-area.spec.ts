import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, type SignedUpUser } from '../support/fixtures.ts';
import { e2eEnvironment } from '../support/environment.ts';
import { isoDay } from '../support/days.ts';
import { seedHabit } from '../support/seed.ts';
import { ownClientAddress } from '../support/users.ts';
import { HabitsPage } from '../pages/habits.ts';
import { HomePage } from '../pages/home.ts';
import { PAGE_LOAD_TIMEOUT } from '../pages/page-load.ts';
import { Shell } from '../pages/shell.ts';

/** Home's "Dashboard" card (SPEC.md 2): its tiles are links named "<title>: <value>". */
function widgetStrip(page: Page) {
  const card = page.getByRole('main').getByRole('region', { name: 'Dashboard', exact: true });
  return {
    card,
    tiles: card.getByRole('listitem').getByRole('link'),
    tile: (title: string) => card.getByRole('link', { name: new RegExp(`^${title}: `) }),
    configure: card.getByRole('button', { name: 'Configure', exact: true }),
  };
}

const DEFAULT_TILES = [/^Habits Today: /, /^Best Streak: /, /^Weekly Progress: /, /^Today's Tasks: /];

/** The same user signed in on a second browser, as on another device (its own client address for the limit). */
async function secondDevice(browser: Browser, user: SignedUpUser): Promise<Page> {
  const context = await browser.newContext({ baseURL: e2eEnvironment().baseUrl });
  const page = await context.newPage();
  const login = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: user.password },
    headers: { origin: e2eEnvironment().baseUrl, 'x-forwarded-for': ownClientAddress() },
  });
  expect(login.ok(), await login.text()).toBe(true);
  await page.addInitScript((id) => window.localStorage.setItem('userId', id), user.id);
  return page;
}

async function post(page: Page, path: string, data: unknown): Promise<void> {
  const response = await page.request.post(path, { data, headers: { origin: e2eEnvironment().baseUrl } });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
}

test.describe('widgets', () => {
  test('the default tiles; a ticked habit shows on its tile; Select All follows the user to a second browser', async ({
    page,
    user,
    browser,
    consoleGuard,
  }) => {
    await seedHabit(page, { name: 'Read 10 pages', startDate: isoDay(0) });
    const home = new HomePage(page);
    const strip = widgetStrip(page);
    await home.goto();
    await expect(strip.card).toBeVisible();
    await expect(strip.tiles).toHaveCount(4);
    for (const [index, name] of DEFAULT_TILES.entries())
      await expect(strip.tiles.nth(index)).toHaveAccessibleName(name);
    await expect(strip.tile('Habits Today')).toHaveAccessibleName('Habits Today: 0/1');
    await expectNoSeriousA11yViolations(page, 'home, default widgets');

    // Tick the habit: its tile follows.
    await strip.tile('Habits Today').click();
    const habits = new HabitsPage(page);
    await habits.expectShown();
    await habits.tick('Read 10 pages');
    await new Shell(page).bottomLink('Home').click();
    await expect(strip.tile('Habits Today')).toHaveAccessibleName('Habits Today: 1/1');
    await expect(strip.tile('Weekly Progress')).toHaveAccessibleName('Weekly Progress: 100%');

    // Select All and Save: every widget, in the same order after a reload and on another device.
    await strip.configure.click();
    const dialog = page.getByRole('dialog', { name: 'Customize Dashboard' });
    await expect(dialog).toContainText('Choose which widgets to show');
    await dialog.getByRole('switch', { name: 'Select All' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(strip.tiles).toHaveCount(17);
    const names = await strip.tiles.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label')),
    );
    await page.reload();
    await expect(strip.tiles).toHaveCount(17);
    await expect(strip.tile('Life Score')).toBeVisible();

    const other = await secondDevice(browser, user);
    consoleGuard.watch(other);
    const otherStrip = widgetStrip(other);
    await new HomePage(other).goto();
    await expect(otherStrip.tiles).toHaveCount(17);
    const otherNames = await otherStrip.tiles.evaluateAll((links) =>
      links.map((link) => link.getAttribute('aria-label')),
    );
    expect(otherNames.map((name) => name?.split(':')[0])).toEqual(names.map((name) => name?.split(':')[0]));
    await other.context().close();

    // None enabled: the empty message and its button.
    await strip.configure.click();
    await dialog.getByRole('switch', { name: 'Select All' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(strip.card).toContainText('No widgets enabled');
    await expect(strip.tiles).toHaveCount(0);
    await strip.card.getByRole('button', { name: 'Configure widgets' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(strip.card).toContainText('No widgets enabled');
  });
});

test.describe('hub, dashboard and timeline', () => {
  test("the Hub's six charts for every range, and today's mood and habit on /dashboard and /timeline", async ({
    page,
    user,
  }) => {
    void user;
    // Yesterday and today alike: the life score reads finished days, the timeline shows today's.
    const habit = await seedHabit(page, { name: 'Stretch', startDate: isoDay(-1) });
    for (const date of [isoDay(-1), isoDay(0)]) {
      await post(page, `/api/habits/${habit.id}/toggle`, { date });
      await post(page, '/api/moods', { date, rating: 4, note: 'Sunny walk' });
    }

    await page.goto('/hub');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Hub' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    await expect(main.getByText('Trend analysis across all life areas')).toBeVisible();
    const titles = [
      'Overall Life Score Trend',
      'Well-being Trend',
      'Habits Progress',
      'Fitness Activity',
      'Task Completion',
      'Financial Health',
    ];
    const range = main.getByLabel('Range');
    await expect(range).toHaveValue('week');
    for (const [value, over] of [
      ['week', 'over the last week'],
      ['month', 'over the last month'],
      ['3months', 'over the last 3 months'],
      ['6months', 'over the last 6 months'],
      ['year', 'over the last year'],
    ] as const) {
      await range.selectOption(value);
      for (const title of titles)
        await expect(main.getByRole('heading', { level: 3, name: title, exact: true })).toBeVisible();
      // Each day: mood 4 → 80, habits 1/1 → 100, so the score is their mean, 90; days without data are gaps.
      const score = main.getByRole('region', { name: 'Overall Life Score Trend' });
      await expect(score).toContainText(`Average 90% ${over}, from`);
      const fitness = main.getByRole('region', { name: 'Fitness Activity' });
      await expect(fitness).toContainText(`No data ${over}`);
    }
    await expectNoSeriousA11yViolations(page, 'hub, a year of trends');

    await page.goto('/dashboard');
    const score = main.getByRole('region', { name: 'Life score' });
    await expect(score).toContainText('90', { timeout: PAGE_LOAD_TIMEOUT });
    await expect(main.getByRole('region', { name: 'Dashboard', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'dashboard');

    await page.goto('/timeline');
    await expect(main.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible({
      timeout: PAGE_LOAD_TIMEOUT,
    });
    const today = main.getByRole('region', { name: 'Today' });
    await expect(today.getByRole('link', { name: /Completed Stretch/ })).toBeVisible();
    await expect(today.getByRole('link', { name: /Mood 4\/5/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'timeline');
    await main.getByRole('radio', { name: 'Mood' }).click();
    await expect(page).toHaveURL(/\/timeline\?area=mood$/);
    await expect(today.getByRole('link', { name: /Completed Stretch/ })).toHaveCount(0);
    await expect(today.getByRole('link', { name: /Mood 4\/5/ })).toBeVisible();
    await today.getByRole('link', { name: /Mood 4\/5/ }).click();
    await expect(page).toHaveURL(/\/mood/);
  });
});
