import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { BooksPage } from '../pages/books.ts';
import { Toasts } from '../pages/toasts.ts';

test('a recommended book added to the list and finished counts towards the yearly goal', async ({
  page,
  user,
}) => {
  void user;
  const books = new BooksPage(page);
  const toasts = new Toasts(page);
  const year = new Date().getFullYear();
  await books.goto();
  await expect(books.mine.getByText("You're not reading anything right now")).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'books, empty');

  await books.setGoal(12);
  await expect(books.goal.getByText(`0 of 12 books in ${year}`)).toBeVisible();

  await books.filterTopic('Focus');
  await expect(books.recommendedBook('The Psychology of Money')).toHaveCount(0);
  await books.addRecommended('Deep Work');
  await toasts.expectToast('Added to your list', 'Deep Work');
  await expect(
    books.recommendedBook('Deep Work').getByRole('button', { name: 'On your list' }),
  ).toBeDisabled();

  await books.showStatus('Want to read');
  await expect(books.myBook('Deep Work')).toContainText('Cal Newport');
  await books.setStatus('Deep Work', 'Completed');
  await expect(books.myBook('Deep Work')).toHaveCount(0);

  await books.showStatus('Completed');
  await expect(books.myBook('Deep Work')).toContainText('Finished');
  await expect(books.goal.getByText(`1 of 12 books in ${year}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'books, one finished');
});
