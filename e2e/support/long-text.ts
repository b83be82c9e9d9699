import type { Page } from '@playwright/test';
import { isoDay } from './days.ts';
import { post } from './seed.ts';

/** Every signed-in route of every area (SPEC.md 2), Home first. */
export const ROUTES = [
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
  '/dashboard',
  '/timeline',
  '/ai-assistant',
  '/sound-preview',
  '/profile',
] as const;

/** An unbroken URL of `length` characters: no space, so text can only wrap if the layout lets it break anywhere. */
export function longUrl(length: number): string {
  return ('https://example.com/' + 'abcdefghijklmnopqrstuvwxyz0123456789'.repeat(20)).slice(0, length);
}
export const LONG = longUrl(600);

/** One item of every area with each text as long as the area accepts, saved through the API. */
export async function seedLongItems(page: Page): Promise<void> {
  const today = isoDay();
  await post(page, '/api/tasks', { title: longUrl(200), dueDate: today });
  await post(page, '/api/habits', { name: longUrl(80), schedule: { kind: 'daily' } });
  await post(page, '/api/notes', { title: longUrl(200), content: LONG });
  const expense = {
    date: today,
    type: 'expense',
    amount: '12.50',
    category: 'Food',
    description: longUrl(200),
  };
  await post(page, '/api/transactions', expense);
  await post(page, '/api/moods', { date: today, rating: 4, note: longUrl(1000) });
  await post(page, '/api/books', { title: longUrl(300), author: longUrl(200), status: 'reading' });
  const workout = {
    name: longUrl(100),
    description: longUrl(1000),
    type: 'strength',
    duration: 30,
    date: today,
  };
  await post(page, '/api/workouts', workout);
  await post(page, '/api/career/goals', { title: longUrl(200) });
  await post(page, '/api/career/skills', { name: longUrl(100), level: 2 });
  await post(page, '/api/career/achievements', { title: longUrl(200), date: today });
}

/**
 * How far the page scrolls sideways (scrollWidth past the viewport, 0 when it does not), with up to five
 * elements that reach past the right edge outside any box that clips or scrolls them.
 */
export async function sidewaysScroll(
  page: Page,
): Promise<{ overflow: number; width: number; culprits: string[] }> {
  const found = await page.evaluate(() => {
    const width = window.innerWidth;
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprits = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .filter(
        (element) =>
          !Array.from(element.children).some((child) => child.getBoundingClientRect().right > width + 0.5),
      )
      .slice(0, 5)
      .map((element) => {
        const classes = typeof element.className === 'string' ? element.className.slice(0, 80) : '';
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `<${element.tagName.toLowerCase()} class="${classes}"> ${JSON.stringify(text)}`;
      });
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits };
  });
  return {
    overflow: Math.max(0, found.scrollWidth - found.width),
    width: found.width,
    culprits: found.culprits,
  };
}

/**
 * Labels of a screen that show less than their text: a tab list wider than its box (its last tabs out of sight),
 * or a select narrower than one of its choices (`options: 'selected'`: narrower than the choice it shows).
 */
export async function clippedLabels(page: Page, options: 'all' | 'selected' = 'all'): Promise<string[]> {
  return page.evaluate((which) => {
    const context = document.createElement('canvas').getContext('2d');
    const clipped: string[] = [];
    for (const list of Array.from(document.querySelectorAll<HTMLElement>('main [role="tablist"]')))
      if (list.scrollWidth > list.clientWidth + 1) clipped.push(`tabs: ${list.innerText}`);
    for (const select of Array.from(document.querySelectorAll<HTMLSelectElement>('main select'))) {
      const style = getComputedStyle(select);
      if (!context) break;
      context.font = style.font;
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const shown = which === 'all' ? Array.from(select.options) : Array.from(select.selectedOptions);
      for (const option of shown)
        if (context.measureText(option.text).width > room) clipped.push(`select: ${option.text}`);
    }
    return clipped;
  }, options);
}
