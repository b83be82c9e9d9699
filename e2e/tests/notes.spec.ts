import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { seedNote } from '../support/seed.ts';
import { HomePage } from '../pages/home.ts';
import { NotesPage } from '../pages/notes.ts';
import { Shell } from '../pages/shell.ts';
import { Toasts } from '../pages/toasts.ts';

test.describe('notes', () => {
  test('a note written on /notes is found by the search', async ({ page, user }) => {
    void user;
    // Something else to search among.
    await seedNote(page, { title: 'Groceries', content: 'Milk, eggs, bread' });
    const notes = new NotesPage(page);

    await notes.goto();
    await expect(notes.card('Groceries')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notes, one note');

    await notes.writeNote({
      title: 'Reading list',
      content: '# Books\n\n- Thinking, Fast and Slow by **Kahneman**\n- The Psychology of Money',
    });
    await expect(notes.card('Reading list')).toBeVisible();
    await expect(notes.card('Reading list')).toContainText('Kahneman');
    // Opened again, the note shows its markdown: the list has its bullets.
    await notes.card('Reading list').click();
    const sheet = page.getByRole('dialog', { name: 'Note', exact: true });
    const item = sheet.getByRole('listitem').filter({ hasText: 'The Psychology of Money' });
    await expect(item).toBeVisible();
    const marker = await item.evaluate(
      (li) => `${getComputedStyle(li).display} ${getComputedStyle(li.parentElement!).listStyleType}`,
    );
    expect(marker).toBe('list-item disc');
    await sheet.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(sheet).toBeHidden();

    await notes.search.fill('kahneman');
    await expect(notes.results).toHaveText('1 note found');
    await expect(notes.card('Reading list')).toBeVisible();
    await expect(notes.card('Groceries')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'notes, search results');

    await notes.search.fill('zebra');
    await expect(page.getByRole('main').getByRole('heading', { name: 'No notes found' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Nothing matches “zebra”.');

    await notes.search.press('Escape');
    await expect(notes.search).toHaveValue('');
    await expect(notes.card('Reading list')).toBeVisible();
    await expect(notes.card('Groceries')).toBeVisible();
  });

  test('a quick note added on Home ("Quick note added") moves into Notes', async ({ page, user }) => {
    void user;
    const home = new HomePage(page);
    const notes = new NotesPage(page);
    const toasts = new Toasts(page);
    const text = 'Call the dentist about the Tuesday appointment';

    await home.goto();
    await expect(home.quickCapture).toContainText('Nothing captured yet.');
    await home.addQuickNote(text);
    await toasts.expectToast('Quick note added', 'Added to your notes for later organization');
    await expect(home.quickNotes).toHaveCount(1);
    await expect(home.quickNotes.first()).toContainText(text);
    await expectNoSeriousA11yViolations(page, 'home, a quick note');

    await new Shell(page).chooseFromMenu('Notes', '/notes');
    await notes.expectShown();
    await expect(notes.fromQuickCapture).toBeVisible();
    await expect(notes.fromQuickCapture).toContainText(text);
    await expectNoSeriousA11yViolations(page, 'notes, a quick note to move');
    await notes.moveQuickNote(text);
    await expect(notes.fromQuickCapture).toHaveCount(0);
    await expect(notes.card(text)).toBeVisible();

    // A server note now: the search finds it, and it is no longer on the device.
    await notes.search.fill('dentist');
    await expect(notes.results).toHaveText('1 note found');
    await expect(notes.card(text)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notes, the moved note found');

    await new Shell(page).bottomLink('Home').click();
    await expect(home.quickCapture).toContainText('Nothing captured yet.');
    await expect(home.quickNotes).toHaveCount(0);
  });
});
