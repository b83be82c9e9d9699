import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { LessonsPage } from '../pages/lessons.ts';
import { Toasts } from '../pages/toasts.ts';

test.describe('lessons', () => {
  test('mark a lesson learned with a reflection, see the progress change, and undo', async ({
    page,
    user,
  }) => {
    void user;
    const lessons = new LessonsPage(page);
    const toasts = new Toasts(page);
    await lessons.goto();
    await expect(lessons.quote.locator('blockquote')).toBeVisible();
    await expect(lessons.lessonOfTheDay.getByRole('button', { name: /^Read the lesson/ })).toBeVisible();
    await expect(lessons.progress('Thinking')).toHaveAttribute('aria-valuenow', '0');
    await expectNoSeriousA11yViolations(page, 'lessons');

    const dialog = await lessons.open('Thinking', 'Inversion');
    await expect(dialog.getByText('Everyday examples')).toBeVisible();
    await dialog
      .getByLabel('Your reflection (optional)')
      .fill('List the ways it could fail, then avoid them.');
    await expectNoSeriousA11yViolations(page, 'lessons, a lesson open');
    await dialog.getByRole('button', { name: 'Mark as learned' }).click();
    await toasts.expectToast('Lesson learned', '“Inversion” is marked as learned.');
    await expect(dialog.getByText('List the ways it could fail, then avoid them.')).toBeVisible();
    // The open dialog hides the page from the accessibility tree: close it to read the progress.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(lessons.progress('Thinking')).toHaveAttribute('aria-valuenow', '1');

    // The reflection is kept across a reload.
    await page.reload();
    await expect(lessons.progress('Thinking')).toHaveAttribute('aria-valuenow', '1');
    const again = await lessons.open('Thinking', 'Inversion');
    await expect(again.getByText('List the ways it could fail, then avoid them.')).toBeVisible();

    await again.getByRole('button', { name: 'Undo: mark as not learned' }).click();
    await toasts.expectToast('Marked as not learned', '');
    await expect(again.getByRole('button', { name: 'Mark as learned' })).toBeVisible();
    await again.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(again).toBeHidden();
    await expect(lessons.progress('Thinking')).toHaveAttribute('aria-valuenow', '0');
  });
});
