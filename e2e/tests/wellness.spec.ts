import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { isoDay } from '../support/days.ts';
import { e2eEnvironment } from '../support/environment.ts';
import { WellnessPage } from '../pages/wellness.ts';

test.describe('wellness', () => {
  test('one tap logs a glass of water, which survives a reload and shows in the 30-day chart', async ({
    page,
    user,
  }) => {
    void user;
    // Yesterday's day, logged through the API, so the chart has two days to draw.
    const seeded = await page.request.post('/api/wellness', {
      headers: { origin: e2eEnvironment().baseUrl },
      data: { date: isoDay(-1), waterGlasses: 5, sleepHours: 7.5 },
    });
    expect(seeded.ok(), `POST /api/wellness: ${seeded.status()}`).toBe(true);

    const wellness = new WellnessPage(page);
    await wellness.goto();
    await expect(wellness.waterCount).toHaveText('0 glasses');
    await expectNoSeriousA11yViolations(page, 'wellness, nothing logged today');

    await wellness.addGlass.click();
    await expect(wellness.waterCount).toHaveText('1 glass');
    await wellness.addGlass.click();
    await expect(wellness.waterCount).toHaveText('2 glasses');
    await expect(wellness.water.getByRole('progressbar', { name: 'Water goal' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    // Both taps reached the server before the reload.
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/wellness?from=${isoDay(-2)}&to=${isoDay(1)}`);
        const days = (await response.json()) as { waterGlasses: number | null }[];
        return days.map((day) => day.waterGlasses).sort();
      })
      .toEqual([2, 5]);

    await page.reload();
    await wellness.expectShown();
    await expect(wellness.waterCount).toHaveText('2 glasses');

    const chart = await wellness.chartOf('Water (glasses)');
    await expect(chart).toHaveAccessibleName(
      'Water (glasses) over the last 30 days: 2 days logged, average 3.5',
    );
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'wellness, with a chart');
  });
});
