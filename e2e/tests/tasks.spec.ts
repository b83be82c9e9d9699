import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { comingWeekday, isoDay } from '../support/days.ts';
import { TasksPage } from '../pages/tasks.ts';
import { Toasts } from '../pages/toasts.ts';

const FRIDAY = 5;

test('a task typed as "pay rent friday !high" is due the coming Friday, high priority', async ({
  page,
  user,
}) => {
  void user;
  const tasks = new TasksPage(page);
  const friday = comingWeekday(FRIDAY);
  const dueToday = friday === isoDay(0);
  // On a Friday, "friday" is today (the coming one, today included): the task is in Today, not Upcoming.
  const view = dueToday ? 'Today' : 'Upcoming';
  // A due date reads Today, Tomorrow, then the weekday: on a Thursday the coming Friday is "Tomorrow".
  const dayLabel = dueToday ? 'Today' : friday === isoDay(1) ? 'Tomorrow' : 'Friday';

  await tasks.goto();
  await expect(page.getByRole('main').getByRole('heading', { name: 'Nothing due today' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'tasks, empty');

  await test.step('the quick add shows what it understood while typing', async () => {
    await tasks.typeQuickAdd('pay rent friday !high');
    await expect(tasks.preview).toContainText('pay rent');
    await expect(tasks.preview).toContainText(dayLabel);
    await expect(tasks.preview).toContainText('High');
    await expect(tasks.preview).not.toContainText('friday');
    await expect(tasks.preview).not.toContainText('!high');
    await expectNoSeriousA11yViolations(page, 'tasks, quick add preview');
  });

  await test.step('added: the toast names the title and the day', async () => {
    await tasks.submitQuickAdd();
    await new Toasts(page).expectToast('Task added', `pay rent · ${dayLabel}`);
    await tasks.expectCount(view, 1);
    await tasks.expectCount('All', 1);
    await tasks.expectCount(dueToday ? 'Upcoming' : 'Today', 0);
  });

  await test.step(`it is listed in ${view}, under its day, with its priority`, async () => {
    await tasks.show(view);
    const group = tasks.group(dayLabel);
    await expect(group).toBeVisible();
    const row = tasks.row('pay rent');
    await expect(row).toBeVisible();
    await expect(group.getByRole('checkbox', { name: 'pay rent', exact: true })).not.toBeChecked();
    await expect(row).toContainText('High');
    await expectNoSeriousA11yViolations(page, `tasks, ${view} with the task`);
  });

  await test.step('its sheet: due the coming Friday, priority High', async () => {
    const sheet = await tasks.open('pay rent');
    await expect(sheet.getByLabel('Title', { exact: true })).toHaveValue('pay rent');
    await expect(sheet.getByLabel('Due date', { exact: true })).toHaveValue(friday);
    await expect(sheet.getByRole('radio', { name: 'High', exact: true })).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'task sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  });

  // The server read the text the same way: after a reload it is still there, still Friday's.
  await page.reload();
  await tasks.expectCount(view, 1);
});
