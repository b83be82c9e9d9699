import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { PAGE_LOAD_TIMEOUT } from '../pages/page-load.ts';
import { AssistantPage, ChatPanel } from '../pages/assistant.ts';
import { HabitsPage } from '../pages/habits.ts';
import { HomePage } from '../pages/home.ts';
import { MoodPage } from '../pages/mood.ts';
import { NotesPage } from '../pages/notes.ts';
import { QuickCapturePage, type CaptureTab } from '../pages/quick-capture.ts';
import { TasksPage } from '../pages/tasks.ts';
import { LONG, longUrl, ROUTES, seedLongItems, sidewaysScroll } from '../support/long-text.ts';

/** The text fields a person can type in (not passwords, numbers or dates). */
const TEXT_FIELDS =
  'input:not([type]), input[type="text"], input[type="search"], input[type="url"], input[type="email"], textarea';

/** Fails (softly: one run names every place) when the page scrolls sideways, naming what reaches past the edge. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const found = await sidewaysScroll(page);
  expect
    .soft(
      found.overflow,
      `${where} at ${found.width} px scrolls sideways; too wide:\n  ${found.culprits.join('\n  ')}`,
    )
    .toBe(0);
}

/** Types the long URL into every visible text field of `scope` (without submitting). */
async function fillEveryTextField(scope: Locator): Promise<number> {
  const fields = scope.locator(TEXT_FIELDS);
  let filled = 0;
  for (const field of await fields.all()) {
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    await field.fill(LONG);
    filled += 1;
  }
  return filled;
}

/** Opens a create sheet, types long text into the named fields (each as long as it may be) and saves it. */
async function createInSheet(
  page: Page,
  open: Locator,
  sheetName: string,
  fields: readonly (readonly [label: string, maxLength: number])[],
  save: string,
): Promise<void> {
  await open.first().click();
  const sheet = page.getByRole('dialog', { name: sheetName, exact: true });
  await expect(sheet).toBeVisible();
  for (const [label, maxLength] of fields)
    await sheet.getByLabel(label, { exact: true }).fill(longUrl(maxLength));
  await sheet.getByRole('button', { name: save, exact: true }).click();
  await expect(sheet).toBeHidden();
}

/** What each area saves from its screens, every text as long as the area accepts, checked while its toast shows. */
async function createLongItems(page: Page): Promise<void> {
  const main = page.getByRole('main');
  // The first load brings the app's shell and chunks to a fresh browser: on the busy 2-core machine it may take
  // longer than a later screen's PAGE_LOAD_TIMEOUT.
  await page.goto('/');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 3 * PAGE_LOAD_TIMEOUT });

  const tasks = new TasksPage(page);
  await tasks.goto();
  await tasks.typeQuickAdd(longUrl(200));
  await expect(tasks.preview).toBeVisible();
  await expectNoSidewaysScroll(page, 'the tasks quick add preview');
  await tasks.submitQuickAdd();
  await expectNoSidewaysScroll(page, 'the "Task added" toast');

  const habits = new HabitsPage(page);
  await habits.goto();
  await habits.openNewHabit();
  await habits.sheet.getByLabel('Name', { exact: true }).fill(longUrl(80));
  await habits.sheet.getByRole('button', { name: 'Create habit', exact: true }).click();
  await expect(habits.sheet).toBeHidden();
  await expectNoSidewaysScroll(page, 'the "habit created" toast');

  await new NotesPage(page).goto();
  await createInSheet(
    page,
    main.getByRole('button', { name: 'New note', exact: true }),
    'New note',
    [
      ['Title', 200],
      ['Note', 600],
    ],
    'Save',
  );

  await page.goto('/money');
  await expect(main.getByRole('heading', { level: 1, name: 'Money' })).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await main.getByRole('button', { name: 'Expense', exact: true }).click();
  const transaction = page.getByRole('dialog', { name: 'Add a transaction', exact: true });
  await transaction.getByLabel('Amount', { exact: true }).fill('12.50');
  await transaction.getByLabel('Description', { exact: true }).fill(longUrl(200));
  await transaction.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(transaction).toBeHidden();

  const mood = new MoodPage(page);
  await mood.goto();
  await mood.choose('Good');
  await mood.logger.getByLabel('Note (optional)').fill(longUrl(1000));
  await mood.logger.getByRole('button', { name: 'Log mood', exact: true }).click();
  await expect(mood.face('Good')).not.toBeChecked();

  await page.goto('/books');
  await expect(main.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await createInSheet(
    page,
    main.getByRole('button', { name: 'Add a book', exact: true }),
    'Add a book',
    [
      ['Title', 300],
      ['Author', 200],
    ],
    'Save',
  );

  await page.goto('/fitness');
  await expect(main.getByRole('heading', { level: 1, name: 'Fitness' })).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await createInSheet(
    page,
    main.getByRole('button', { name: 'Log workout', exact: true }),
    'Log workout',
    [
      ['Name (optional)', 100],
      ['Description (optional)', 1000],
    ],
    'Save workout',
  );

  await page.goto('/career');
  await expect(main.getByRole('heading', { level: 1, name: 'Career' })).toBeVisible({
    timeout: PAGE_LOAD_TIMEOUT,
  });
  await createInSheet(
    page,
    main.getByRole('button', { name: 'Add goal' }),
    'New goal',
    [['Title', 200]],
    'Save',
  );
  await createInSheet(
    page,
    main.getByRole('button', { name: 'Add skill' }),
    'New skill',
    [['Name', 100]],
    'Save',
  );
  await createInSheet(
    page,
    main.getByRole('button', { name: 'Log achievement' }),
    'New achievement',
    [['Title', 200]],
    'Save',
  );

  const home = new HomePage(page);
  await home.goto();
  await home.addQuickNote(LONG);

  const assistant = new AssistantPage(page);
  await assistant.goto();
  const answer = await assistant.ask(`Add task ${longUrl(200)} tomorrow`);
  await expect(answer).toBeVisible();
  await assistant.ask(LONG);
  await expectNoSidewaysScroll(page, 'the assistant conversation');
}

/** The routes, then their text fields filled with the long URL; the quick capture's every tab. */
async function walkRoutes(page: Page, routes: readonly string[]): Promise<void> {
  const main = page.getByRole('main');
  for (const route of routes) {
    await page.goto(route);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
    await page.waitForLoadState('networkidle');
    await expectNoSidewaysScroll(page, route);
    if (route === '/quick-capture') {
      const capture = new QuickCapturePage(page);
      for (const tab of ['Note', 'Task', 'Expense', 'Mood'] satisfies CaptureTab[]) {
        await capture.show(tab);
        await fillEveryTextField(main);
        await expectNoSidewaysScroll(page, `${route} (${tab}) typed in`);
      }
    } else if ((await fillEveryTextField(main)) > 0) {
      await expectNoSidewaysScroll(page, `${route} typed in`);
    }
  }
}

/** The habit's own page and the floating chat panel, with the long conversation. */
async function walkHabitAndChat(page: Page): Promise<void> {
  const assistant = new AssistantPage(page);
  await assistant.goto();
  await assistant.ask(LONG);
  await expectNoSidewaysScroll(page, 'the assistant conversation');
  const habits = new HabitsPage(page);
  await habits.goto();
  await habits.today.getByRole('link').first().click();
  await expect(page).toHaveURL(/habit=/);
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, "the habit's page");
  const chat = new ChatPanel(page);
  await chat.open();
  await expect(chat.recent.first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the chat panel');
  await chat.input.fill(LONG);
  await expectNoSidewaysScroll(page, 'the chat panel typed in');
}

// The walk is split so that each test stays within its time on a busy machine, and the halves run side by side.
const half = Math.ceil(ROUTES.length / 2);
const walks: readonly (readonly [name: string, routes: readonly string[]])[] = [
  ['the first half of the routes', ROUTES.slice(0, half)],
  ['the second half of the routes, the habit page and the chat panel', ROUTES.slice(half)],
];

for (const width of [320, 390]) {
  test.describe(`long unbroken text at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('saving long text through the forms scrolls no page sideways', async ({ page, user }) => {
      void user;
      test.slow();
      await createLongItems(page);
    });

    for (const [name, routes] of walks)
      test(`${name}: no page scrolls sideways with long text shown and typed in`, async ({ page, user }) => {
        void user;
        test.slow();
        // Leaving a form with text typed in may ask to confirm; the walk moves on.
        page.on('dialog', (dialog) => void dialog.accept());
        await seedLongItems(page);
        await walkRoutes(page, routes);
        if (routes.includes('/timeline')) await walkHabitAndChat(page);
      });
  });
}
