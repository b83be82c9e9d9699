import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { Toasts } from '../pages/toasts.ts';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Dialogs and toasts fade in; axe measuring colour contrast mid-fade reports false failures. */
async function waitForFiniteAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

function describe(violation: Violation): string {
  const nodes = violation.nodes
    .map(
      (node) =>
        `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}`,
    )
    .join('\n');
  return `${violation.id} (${violation.impact ?? 'unknown'}): ${violation.help}\n${nodes}`;
}

/**
 * Runs axe on the page as it is now (a page, or a page with a dialog open) and fails the test, softly so that
 * one walk reports every state, when a violation of impact serious or critical is found (DESIGN.md 7).
 *
 * A toast closes on its own after 2 s with a fade; axe measuring colours mid-fade reports contrast that nobody
 * sees. So by default the audit waits until the toasts are gone; with `{ toast: 'hold' }` it audits the page
 * with its toast, held open by the pointer resting on it (as a reading user would).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  state: string,
  options: { toast?: 'wait' | 'hold' } = {},
): Promise<void> {
  const toasts = new Toasts(page);
  if (options.toast === 'hold')
    await toasts.region.getByRole('listitem', { includeHidden: true }).first().hover();
  else await toasts.waitUntilGone();
  await waitForFiniteAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  // Let a held toast go on with its life: the pointer leaves for the bottom-left corner (toasts sit at the top).
  if (options.toast === 'hold') await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
  const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
  if (blocking.length > 0) {
    await test
      .info()
      .attach(`axe ${state}`, { body: JSON.stringify(blocking, null, 2), contentType: 'application/json' });
  }
  expect
    .soft(blocking.map(describe), `serious or critical axe violations on: ${state} (${page.url()})`)
    .toEqual([]);
  // WCAG 1.4.10 (reflow): nothing makes the page scroll sideways.
  expect
    .soft(await horizontalOverflow(page), `pixels wider than the viewport on: ${state} (${page.url()})`)
    .toBeLessThanOrEqual(0);
}

/** How far the page's content reaches past the viewport's width, in CSS pixels (0 or less: it fits). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
