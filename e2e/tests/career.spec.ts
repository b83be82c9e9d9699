import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { isoDay } from '../support/days.ts';
import { CareerPage } from '../pages/career.ts';

test.describe('career', () => {
  test('a goal with milestones: tick one, the progress follows and survives a reload', async ({
    page,
    user,
  }) => {
    void user;
    const career = new CareerPage(page);
    await career.goto();
    await expect(career.goals.getByText(/No goals yet/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'career, empty');

    await career.addGoal({
      title: 'Get certified',
      targetDate: isoDay(60),
      milestones: ['Finish the course', 'Pass a practice exam', 'Pass the exam', 'Celebrate'],
    });
    await expect(career.progressOf('Get certified')).toHaveAttribute('aria-valuenow', '0');
    await expect(career.summary.getByText('Active goals')).toBeVisible();

    await career.milestone('Get certified', 'Finish the course').check();
    await expect(career.progressOf('Get certified')).toHaveAttribute('aria-valuenow', '25');
    await expect(career.goal('Get certified')).toContainText('1 of 4 milestones done');
    await expectNoSeriousA11yViolations(page, 'career, one goal');

    await page.reload();
    await career.expectShown();
    await expect(career.progressOf('Get certified')).toHaveAttribute('aria-valuenow', '25');
    await expect(career.milestone('Get certified', 'Finish the course')).toBeChecked();
    await expect(career.milestone('Get certified', 'Pass the exam')).not.toBeChecked();
    await expect(career.summary).toContainText('25%');
  });
});
