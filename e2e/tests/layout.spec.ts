import { expect, test } from '../support/fixtures.ts';
import { seedBook } from '../support/seed.ts';
import { updateUserThroughApi } from '../support/users.ts';
import { horizontalOverflow } from '../support/a11y.ts';
import { PAGE_LOAD_TIMEOUT } from '../pages/page-load.ts';
import { clippedLabels, ROUTES } from '../support/long-text.ts';

test.describe('layout at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no screen scrolls sideways on a phone', async ({ page, user }) => {
    void user;
    // Every route, each loaded and settled: more than one test's time on the busy 2-core machine.
    test.slow();
    for (const path of ROUTES) {
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
