import { expect, test } from '../support/fixtures.ts';
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
