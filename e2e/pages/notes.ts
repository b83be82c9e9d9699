import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';
import { Toasts } from './toasts.ts';

/** /notes: the list, the full-text search, the note sheet and the quick notes from the device (AREAS.md Notes). */
export class NotesPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly search: Locator;
  readonly fromQuickCapture: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Notes', exact: true });
    this.search = this.main.getByRole('searchbox', { name: 'Search notes', exact: true });
    this.fromQuickCapture = this.main.getByRole('region', { name: /^From Quick Capture/ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/notes');
    await this.expectShown();
  }

  /** The screen's heading, once its code (a lazy chunk, slow to arrive on a busy machine) has loaded. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp('^[^?]*/notes(\\?|$)'));
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  /** "New note", then the sheet: title and text (Write tab), saved. */
  async writeNote(note: { title: string; content: string }): Promise<void> {
    await this.main.getByRole('button', { name: 'New note', exact: true }).first().click();
    const sheet = this.page.getByRole('dialog', { name: 'New note', exact: true });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Title', { exact: true }).fill(note.title);
    await sheet.getByRole('textbox', { name: 'Note', exact: true }).fill(note.content);
    await sheet.getByRole('button', { name: 'Save', exact: true }).click();
    await new Toasts(this.page).expectToast('Note saved', 'Added to your notes');
    await expect(sheet).toBeHidden();
  }

  /** A note card of the list, by its title (the card is a button opening the note). */
  card(title: string): Locator {
    return this.main
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('button', { name: new RegExp(`^${title}`) }) });
  }

  /** "1 note found", "3 notes found" while searching. */
  get results(): Locator {
    return this.main.getByRole('status').filter({ hasText: /^\d+\+? notes? found$/ });
  }

  /** A quick note kept on the device, moved into Notes by its own button. */
  async moveQuickNote(content: string): Promise<void> {
    await this.fromQuickCapture
      .getByRole('button', { name: `Move to Notes: ${content}`, exact: true })
      .click();
    await new Toasts(this.page).expectToast('Moved to Notes', "It's in your notes now");
  }
}
