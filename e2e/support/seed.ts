import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { e2eEnvironment } from './environment.ts';

/**
 * Data a test needs before its subject (a habit that started days ago, a note to search among), written through
 * the API in the page's browser context, as the signed-in user. What the test is about goes through the screens.
 * `post` seeds any other resource the same way.
 */
export async function post(page: Page, path: string, data: unknown): Promise<Record<string, unknown>> {
  const response = await page.request.post(path, { data, headers: { origin: e2eEnvironment().baseUrl } });
  expect(response.ok(), `POST ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

export interface SeededHabit {
  id: string;
  name: string;
}

/** A daily habit; `startDate` (yyyy-MM-dd) lets it have a past to tick. */
export async function seedHabit(
  page: Page,
  habit: { name: string; icon?: string; startDate?: string },
): Promise<SeededHabit> {
  const created = await post(page, '/api/habits', { schedule: { kind: 'daily' }, ...habit });
  if (typeof created.id !== 'string') throw new Error(`the habit has no id: ${JSON.stringify(created)}`);
  return { id: created.id, name: habit.name };
}

export async function seedNote(
  page: Page,
  note: { title: string; content: string; tags?: string[] },
): Promise<void> {
  await post(page, '/api/notes', note);
}

/** A book of the user's own list (status: wantToRead, reading or completed). */
export async function seedBook(
  page: Page,
  book: { title: string; status: 'wantToRead' | 'reading' | 'completed' },
): Promise<void> {
  await post(page, '/api/books', book);
}
