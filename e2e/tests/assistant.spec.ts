import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../support/fixtures.ts';
import { AssistantPage, ChatPanel } from '../pages/assistant.ts';
import { QuickCapturePage } from '../pages/quick-capture.ts';

const QUESTION = 'how much did I spend this week';

/** An expense of 12.50 today, typed in quick capture as a person would. */
async function addLunch(page: Page): Promise<void> {
  const capture = new QuickCapturePage(page);
  await capture.goto();
  await capture.show('Expense');
  await capture.type('lunch 12.50');
  await capture.submit();
  await expect(capture.confirmation).toContainText('Expense saved');
}

/** Counts the chat calls the page makes, to prove a blank message sends none. */
function countChatCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai-assistant/chat')
      calls += 1;
  });
  return () => calls;
}

test('the assistant page answers from the user’s data, keeps the chat and saves it to history', async ({
  page,
  user,
}) => {
  void user;
  const assistant = new AssistantPage(page);
  const chatCalls = countChatCalls(page);
  await addLunch(page);
  await assistant.goto();
  await expect(assistant.messages).toHaveCount(1);
  await expect(assistant.messages.first()).toContainText(`Hi ${user.firstName}`);
  await expectNoSeriousA11yViolations(page, 'assistant');

  await test.step('a blank message is not sent; Shift+Enter adds a line', async () => {
    await assistant.input.fill('   ');
    await assistant.input.press('Enter');
    await expect(assistant.messages).toHaveCount(1);
    expect(chatCalls()).toBe(0);
    await assistant.input.fill('how much');
    await assistant.input.press('Shift+Enter');
    await assistant.input.pressSequentially('this week');
    await expect(assistant.input).toHaveValue('how much\nthis week');
    expect(chatCalls()).toBe(0);
  });

  await test.step('the spending question is answered with the expense', async () => {
    const answer = await assistant.ask(QUESTION);
    await expect(answer).toContainText('12.50');
    await expect(assistant.messages.nth(1)).toHaveText(new RegExp(QUESTION));
    await expectNoSeriousA11yViolations(page, 'assistant, answered');
  });

  await test.step('a reload keeps the chat', async () => {
    await page.reload();
    await expect(assistant.heading).toBeVisible();
    await expect(assistant.messages).toHaveCount(3);
    await expect(assistant.messages.last()).toContainText('12.50');
  });

  await test.step('Clear chat puts it in history; opening it brings it back', async () => {
    await assistant.clearChat.click();
    await expect(assistant.messages).toHaveCount(1);
    const saved = assistant.history.getByRole('button', { name: /^Open chat / });
    await expect(saved).toHaveCount(1);
    await saved.click();
    await expect(assistant.messages).toHaveCount(3);
    await expect(assistant.messages.last()).toContainText('12.50');
  });
});

test('the floating panel answers too, and is hidden on the assistant page', async ({ page, user }) => {
  void user;
  const panel = new ChatPanel(page);
  const chatCalls = countChatCalls(page);
  await addLunch(page);
  await page.goto('/');
  await panel.open();
  await expect(panel.recent).toHaveCount(1);

  await test.step('blank is not sent, Shift+Enter adds a line, Enter sends', async () => {
    await panel.input.press('Enter');
    await panel.input.fill('  ');
    await panel.input.press('Enter');
    expect(chatCalls()).toBe(0);
    await panel.input.fill('how much');
    await panel.input.press('Shift+Enter');
    await expect(panel.input).toHaveValue('how much\n');
    await panel.input.fill(QUESTION);
    await panel.input.press('Enter');
    await expect(panel.panel.getByRole('status')).toHaveCount(0);
    await expect(panel.recent).toHaveCount(3);
    await expect(panel.recent.last()).toContainText('12.50');
    await expectNoSeriousA11yViolations(page, 'chat panel');
  });

  await test.step('Escape closes it; the full page shows the same chat and no launcher', async () => {
    await page.keyboard.press('Escape');
    await expect(panel.panel).toBeHidden();
    await expect(panel.launcher).toBeFocused();
    await panel.open();
    await panel.panel.getByRole('link', { name: 'Open full chat', exact: true }).click();
    const assistant = new AssistantPage(page);
    await expect(assistant.heading).toBeVisible();
    await expect(assistant.messages).toHaveCount(3);
    await expect(assistant.messages.last()).toContainText('12.50');
    await expect(panel.launcher).toHaveCount(0);
  });
});
