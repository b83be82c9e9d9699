import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';
import { Toasts } from './toasts.ts';

/** /money: the month, the budget card and its limits sheet, transactions, and the CSV import (AREAS.md Money). */
export class MoneyPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly budget: Locator;
  readonly transactions: Locator;
  readonly importExport: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'Money', exact: true });
    this.budget = this.main.getByRole('region', { name: 'Budget', exact: true });
    this.transactions = this.main.getByRole('region', { name: 'Transactions', exact: true });
    this.importExport = this.main.getByRole('region', { name: 'Import and export', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/money');
    await this.expectShown();
  }

  /** The screen's heading, once its code (a lazy chunk, slow to arrive on a busy machine) has loaded. */
  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp('^[^?]*/money(\\?|$)'));
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  /** "Set a budget" (no limit yet) or "Edit limits", then the "Budget limits" sheet: the weekly limit, saved. */
  async setWeeklyLimit(amount: string): Promise<void> {
    await this.budget
      .getByRole('button', { name: 'Set a budget', exact: true })
      .or(this.budget.getByRole('button', { name: 'Edit limits', exact: true }))
      .click();
    const sheet = this.page.getByRole('dialog', { name: 'Budget limits', exact: true });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Weekly limit', { exact: true }).fill(amount);
    await sheet.getByRole('button', { name: 'Save', exact: true }).click();
    await new Toasts(this.page).expectToast('Budget saved', '');
    await expect(sheet).toBeHidden();
  }

  /** The header's "Expense" button, then the "Add a transaction" sheet. */
  async addExpense(expense: { amount: string; category?: string; description?: string }): Promise<void> {
    await this.main.getByRole('button', { name: 'Expense', exact: true }).click();
    const sheet = this.page.getByRole('dialog', { name: 'Add a transaction', exact: true });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('radio', { name: 'Expense', exact: true })).toBeChecked();
    await sheet.getByLabel('Amount', { exact: true }).fill(expense.amount);
    if (expense.category) {
      // A chip: the radio is visually hidden inside its label.
      const chip = this.page.getByRole('radio', { name: expense.category, exact: true });
      await sheet.locator('label').filter({ has: chip }).click();
      await expect(sheet.getByRole('radio', { name: expense.category, exact: true })).toBeChecked();
    }
    if (expense.description) await sheet.getByLabel('Description', { exact: true }).fill(expense.description);
    await sheet.getByRole('button', { name: 'Save', exact: true }).click();
    await new Toasts(this.page).expectToast('Expense added', '');
    await expect(sheet).toBeHidden();
  }

  /** A transaction of the list, by its description. */
  transaction(description: string): Locator {
    return this.transactions.getByRole('button', { name: new RegExp(`^${description}\\b`) });
  }

  /** A budget alert of the budget card ("Weekly Budget Exceeded" …). */
  budgetAlert(title: string): Locator {
    return this.budget
      .getByRole('list', { name: 'Budget alerts', exact: true })
      .getByRole('listitem')
      .filter({ hasText: title });
  }

  async openImport(): Promise<CsvImportSheet> {
    await this.importExport.getByRole('button', { name: 'Import CSV', exact: true }).click();
    const sheet = new CsvImportSheet(this.page);
    await expect(sheet.root).toBeVisible();
    await expect(sheet.root).toContainText('Step 1 of 3: choose a CSV file');
    return sheet;
  }
}

/** The three steps of the CSV import: choose a file, map its columns, check the preview and import. */
export class CsvImportSheet {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Import transactions', exact: true });
  }

  /** Step 1: chooses the file through the picker, as a person would. */
  async chooseFile(filePath: string): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.root.getByText('Choose a CSV file', { exact: true }).click();
    await (await chooser).setFiles(filePath);
    await expect(this.root).toContainText('Step 2 of 3: tell us what each column holds');
  }

  /** Step 2: a field's column ("Date", "Amount", "Type (optional)" …). */
  column(field: string): Locator {
    return this.root.getByRole('combobox', { name: field, exact: true });
  }

  get dateFormat(): Locator {
    return this.column('Date format');
  }

  /** The "First rows" table as the mapping reads them. */
  get sample(): Locator {
    return this.root.getByRole('table');
  }

  /** Step 2 → 3: the server checks the file (a dry run) and the preview says what would happen. */
  async checkFile(): Promise<void> {
    await this.root.getByRole('button', { name: 'Check file', exact: true }).click();
    await expect(this.root).toContainText('Step 3 of 3: check, then import');
  }

  get preview(): Locator {
    return this.root.getByRole('status');
  }

  /** The sheet's confirm button: "Import" (earlier builds: "Import 3 transactions"); the preview says how many. */
  get importButton(): Locator {
    return this.root.getByRole('button', { name: /^Import( \d+ transactions?)?$/ });
  }

  async cancel(): Promise<void> {
    await this.root.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(this.root).toBeHidden();
  }
}
