import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { isoDay } from '../support/days.ts';
import { HomePage } from '../pages/home.ts';
import { MoneyPage } from '../pages/money.ts';
import { QuickCapturePage } from '../pages/quick-capture.ts';
import { TasksPage } from '../pages/tasks.ts';

test('a task typed as "dentist tomorrow 9am" is due tomorrow at 09:00 in Tasks', async ({ page, user }) => {
  void user;
  const capture = new QuickCapturePage(page);
  const tasks = new TasksPage(page);

  await capture.goto();
  await expectNoSeriousA11yViolations(page, 'quick capture');

  await test.step('the preview shows the title, the day and the time while typing', async () => {
    await capture.show('Task');
    await capture.type('dentist tomorrow 9am');
    await expect(capture.preview).toContainText('dentist');
    await expect(capture.preview).toContainText('Tomorrow');
    await expect(capture.preview).toContainText('9:00 AM');
    await expect(capture.preview).not.toContainText('9am');
    await expectNoSeriousA11yViolations(page, 'quick capture, task preview');
    await page.screenshot({ path: test.info().outputPath('quick-capture-task.png') });
  });

  await test.step('Enter adds it, confirmed with a link to Tasks', async () => {
    await capture.submit();
    await expect(capture.confirmation).toContainText('Task added');
    await expect(capture.confirmation).toContainText('dentist');
    await capture.confirmation.getByRole('link', { name: 'Open Tasks', exact: true }).click();
    await tasks.expectShown();
  });

  await test.step('in Tasks it is upcoming, due tomorrow at 09:00', async () => {
    await tasks.show('Upcoming');
    await expect(tasks.row('dentist')).toBeVisible();
    const sheet = await tasks.open('dentist');
    await expect(sheet.getByLabel('Due date', { exact: true })).toHaveValue(isoDay(1));
    await expect(sheet.getByLabel('Time', { exact: true })).toHaveValue('09:00');
  });
});

test('"lunch 12.50" captured as an expense shows in Money; bad input sends nothing', async ({
  page,
  user,
}) => {
  void user;
  const capture = new QuickCapturePage(page);
  const money = new MoneyPage(page);

  await capture.goto();
  await capture.show('Expense');

  await test.step('no amount: a clear message, nothing saved', async () => {
    await capture.type('lunch');
    await capture.input.press('Enter');
    await expect(capture.panel.getByRole('alert')).toHaveText('Add an amount, like “lunch 12.50”');
    await expect(capture.confirmation).toBeEmpty();
    await expectNoSeriousA11yViolations(page, 'quick capture, expense error');
  });

  await test.step('"lunch 12.50" previews and saves', async () => {
    await capture.type('lunch 12.50');
    await expect(capture.preview).toContainText('$12.50');
    await expect(capture.preview).toContainText('Food');
    await capture.submit();
    await expect(capture.confirmation).toContainText('Expense saved');
  });

  await test.step('the tab is remembered', async () => {
    await page.reload();
    await expect(capture.tabs.getByRole('tab', { name: 'Expense', exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  await test.step('Money lists it', async () => {
    await money.goto();
    await expect(money.transaction('lunch')).toBeVisible();
    await expect(money.transaction('lunch')).toContainText('12.50');
  });
});

test('at 390 px in the dark, a mood and a note are captured; the note is on Home', async ({ page, user }) => {
  void user;
  const capture = new QuickCapturePage(page);
  const home = new HomePage(page);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.emulateMedia({ colorScheme: 'dark' });

  await capture.goto();
  await test.step('a mood: a face and a note, Enter logs it', async () => {
    await capture.show('Mood');
    await capture.panel.getByText('Good', { exact: true }).click();
    await capture.type('long walk');
    await capture.submit();
    await expect(capture.confirmation).toContainText('Mood logged');
    await expect(capture.confirmation.getByRole('link', { name: 'Open Mood', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'quick capture, mood, dark, 390 px');
  });

  await test.step('a note, with SPEC.md’s toast', async () => {
    await capture.show('Note');
    await capture.type('call the plumber');
    await capture.submit();
    await expect(page.getByText('Quick note added', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('quick-capture-390-dark.png'), fullPage: true });
  });

  await test.step('Home’s Quick Capture lists the same note', async () => {
    await home.goto();
    await expect(home.quickNotes.filter({ hasText: 'call the plumber' })).toHaveCount(1);
  });
});
