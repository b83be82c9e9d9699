import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { isoDay, usDate } from '../support/days.ts';
import { HomePage } from '../pages/home.ts';
import { MoneyPage } from '../pages/money.ts';
import { Shell } from '../pages/shell.ts';
import { Toasts } from '../pages/toasts.ts';

test.describe('money', () => {
  test('an expense over the weekly limit raises "Weekly Budget Exceeded" on Home; dismissed, it stays away', async ({
    page,
    user,
  }) => {
    void user;
    const money = new MoneyPage(page);
    const home = new HomePage(page);
    const alert = 'Weekly Budget Exceeded';

    await money.goto();
    await expectNoSeriousA11yViolations(page, 'money, empty');

    await test.step('a weekly limit of $50, then a $62.50 expense today', async () => {
      await money.setWeeklyLimit('50');
      await expect(money.budget.getByRole('progressbar', { name: 'Weekly budget used' })).toHaveAttribute(
        'aria-valuenow',
        '0',
      );
      await money.addExpense({ amount: '62.50', category: 'Food', description: 'Weekly groceries' });
      await expect(money.transaction('Weekly groceries')).toContainText('$62.50');
      await expect(money.budget.getByRole('progressbar', { name: 'Weekly budget used' })).toHaveAttribute(
        'aria-valuetext',
        '125%',
      );
      await expect(money.budgetAlert(alert)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'money, over the weekly limit');
    });

    await test.step('Home shows the alert with both amounts in dollars', async () => {
      await new Shell(page).bottomLink('Home').click();
      await expect(home.budgetAlert(alert)).toBeVisible();
      await expect(home.budgetAlert(alert)).toContainText(
        "You've spent $62.50 of your $50.00 weekly budget.",
      );
      // No monthly limit, so no monthly alert.
      await expect(home.main.getByRole('article', { name: 'Monthly Budget Exceeded' })).toHaveCount(0);
      // SPEC.md 4: a transaction dated today turns the Budget reminder to "Budget ✓ Updated".
      await expect(home.reminder(/^Budget ✓ Updated$/)).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'home with a budget alert');
    });

    await test.step('dismissed, it is gone, also after a reload', async () => {
      await home.dismissBudgetAlert(alert);
      await expect(home.budgetAlerts).toHaveCount(0);
      await page.reload();
      await expect(home.greeting).toBeVisible();
      await expect(home.reminder(/^Budget ✓ Updated$/)).toBeVisible();
      await expect(home.budgetAlert(alert)).toHaveCount(0);
    });
  });

  test('a CSV of transactions imports through the column mapping; the same file again is all duplicates', async ({
    page,
    user,
  }) => {
    void user;
    const money = new MoneyPage(page);
    const toasts = new Toasts(page);
    // Three days of this month, today's and up to two before it (never in the month before).
    const day = Number(isoDay(0).slice(8, 10));
    const dates = [isoDay(-Math.min(2, day - 1)), isoDay(-Math.min(1, day - 1)), isoDay(0)];
    const [first = '', second = '', third = ''] = dates;
    // A bank's export: its own column names, US dates, negative amounts for money going out.
    const csv = [
      'Booked On,Counterparty,Value,Group',
      `${usDate(first)},Corner Coffee,-4.50,Food`,
      `${usDate(second)},City Metro,-2.75,Transport`,
      `${usDate(third)},ACME Payroll,"1,500.00",Salary`,
    ].join('\n');
    const folder = await mkdtemp(path.join(os.tmpdir(), 'track-grow-e2e-csv-'));
    const file = path.join(folder, 'bank-export.csv');
    await writeFile(file, `${csv}\n`, 'utf8');

    try {
      await money.goto();
      await expect(money.transactions).toContainText('Nothing logged in');

      await test.step('choose the file and map its columns', async () => {
        const sheet = await money.openImport();
        await expectNoSeriousA11yViolations(page, 'import, choose a file');
        await sheet.chooseFile(file);
        await expect(sheet.root).toContainText('bank-export.csv');
        await expect(sheet.root).toContainText('3 rows');
        await sheet.column('Date').selectOption('Booked On');
        await sheet.column('Amount').selectOption('Value');
        await sheet.column('Type (optional)').selectOption('');
        await sheet.column('Category (optional)').selectOption('Group');
        await sheet.column('Description (optional)').selectOption('Counterparty');
        await sheet.dateFormat.selectOption({ label: '03/31/2026 (month/day/year)' });
        // The first rows as the mapping reads them.
        await expect(sheet.sample.getByRole('columnheader')).toHaveText([
          'Date',
          'Amount',
          'Category',
          'Description',
        ]);
        await expect(sheet.sample.getByRole('row').nth(1)).toContainText('Corner Coffee');
        await expectNoSeriousA11yViolations(page, 'import, map the columns');

        await sheet.checkFile();
        await expect(sheet.preview).toContainText('3 transactions will be imported.');
        await expect(sheet.preview).not.toContainText('duplicate');
        await expectNoSeriousA11yViolations(page, 'import, preview');
        await sheet.importButton.click();
        await toasts.expectToast('Imported 3 transactions', '');
        await expect(sheet.root).toBeHidden();
      });

      await test.step('the rows appear in the month', async () => {
        await expect(money.transaction('Corner Coffee')).toContainText(/[-−]\$4\.50/);
        await expect(money.transaction('City Metro')).toContainText(/[-−]\$2\.75/);
        await expect(money.transaction('ACME Payroll')).toContainText('+$1,500.00');
        await expect(money.transaction('Corner Coffee')).toContainText('Food');
        await expect(money.transaction('ACME Payroll')).toContainText('Salary');
        await expectNoSeriousA11yViolations(page, 'money, imported rows');
      });

      await test.step('the same file again: every row a duplicate, nothing to import', async () => {
        const sheet = await money.openImport();
        await sheet.chooseFile(file);
        await sheet.column('Date').selectOption('Booked On');
        await sheet.column('Amount').selectOption('Value');
        await sheet.column('Category (optional)').selectOption('Group');
        await sheet.column('Description (optional)').selectOption('Counterparty');
        await sheet.dateFormat.selectOption({ label: '03/31/2026 (month/day/year)' });
        await sheet.checkFile();
        await expect(sheet.preview).toContainText(
          'Every row is already in your transactions: there is nothing new to import.',
        );
        await expect(sheet.preview).toContainText(
          '3 duplicates will be skipped (same date, type, amount and description).',
        );
        await expect(sheet.importButton).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, 'import, all duplicates');
        await sheet.cancel();
        await expect(money.transactions.getByRole('button', { name: /^Corner Coffee\b/ })).toHaveCount(1);
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('at 320 px wide nothing scrolls sideways, the chart and the tiles included', async ({
    page,
    user,
  }) => {
    void user;
    const money = new MoneyPage(page);
    await money.goto();
    await money.addExpense({ amount: '3118.46', category: 'Food', description: 'Big shop' });
    await page.setViewportSize({ width: 320, height: 700 });
    await page.reload();
    await money.expectShown();
    await expect(money.main.getByRole('table', { name: 'Last 12 months' })).toBeAttached();
    const net = money.main.getByText('Net', { exact: true });
    await expect(net).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    const box = await net.locator('xpath=../..').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(320);
    // The figure is whole, not cut to "−$3,118…".
    const figure = net.locator('xpath=following-sibling::dd[1]');
    await expect(figure).toHaveText('−$3,118.46');
    expect(await figure.evaluate((dd) => dd.scrollWidth <= dd.clientWidth)).toBe(true);
    await page.screenshot({ path: test.info().outputPath('money-320.png'), fullPage: true });
  });
});
