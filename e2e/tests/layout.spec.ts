import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { seedBook } from '../support/seed.ts';
import { updateUserThroughApi } from '../support/users.ts';
import { horizontalOverflow } from '../support/a11y.ts';
import { PAGE_LOAD_TIMEOUT } from '../pages/page-load.ts';

/** Every screen a signed-in user reaches, as a phone shows it. */
const SCREENS = [
  '/',
  '/quick-capture',
  '/hub',
  '/habits',
  '/tasks',
  '/money',
  '/fitness',
  '/books',
  '/notes',
  '/mood',
  '/focus',
  '/lessons',
  '/wellness',
  '/career',
  '/sound-preview',
  '/profile',
];

test.describe('layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no screen scrolls sideways on a phone', async ({ page, user }) => {
    void user;
    // Sixteen screens, each loaded and settled: more than one test's time on the busy 2-core machine.
    test.slow();
    for (const path of SCREENS) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({
        timeout: PAGE_LOAD_TIMEOUT,
      });
      // Lists and figures arrive after the heading: the widest state is the loaded one.
      await page.waitForLoadState('networkidle');
      expect
        .soft(await horizontalOverflow(page), `pixels wider than the phone on ${path}`)
        .toBeLessThanOrEqual(0);
    }
  });
});

/**
 * Labels of a screen that show less than their text: a tab list wider than its box (its last tabs out of sight),
 * or a select narrower than one of its choices.
 */
async function clippedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    const clipped: string[] = [];
    for (const list of Array.from(document.querySelectorAll<HTMLElement>('main [role="tablist"]')))
      if (list.scrollWidth > list.clientWidth + 1) clipped.push(`tabs: ${list.innerText}`);
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>('main select'))) {
      const style = getComputedStyle(select);
      if (!context) break;
      context.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      for (const option of Array.from(select.options))
        if (context.measureText(option.text).width > room) clipped.push(`select: ${option.text}`);
    }
    return clipped;
  });
}

for (const width of [390, 1280]) {
  test.describe(`labels in Italian at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the books tabs and the task filters show their whole text', async ({ page, user }) => {
      void user;
      await updateUserThroughApi(page, { locale: 'it' });
      // Two-digit counts, as a reader of a dozen books has.
      for (let book = 1; book <= 12; book += 1)
        await seedBook(page, { title: `Book ${book}`, status: 'completed' });
      // The task views are chips that scroll sideways on purpose: on /tasks only the filters count.
      for (const [path, heading] of [
        ['/books', 'Libri'],
        ['/tasks', 'Attività'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible({
          timeout: PAGE_LOAD_TIMEOUT,
        });
        await page.waitForLoadState('networkidle');
        const clipped = await clippedLabels(page);
        expect
          .soft(
            path === '/books' ? clipped : clipped.filter((label) => label.startsWith('select')),
            `clipped labels on ${path}`,
          )
          .toEqual([]);
      }
    });
  });
}
