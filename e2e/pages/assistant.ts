import { expect, type Locator, type Page } from '@playwright/test';
import { PAGE_LOAD_TIMEOUT } from './page-load.ts';

/** A message of a conversation: a list item that is not the "Thinking…" status of a pending answer. */
const MESSAGE = ':scope > li:not(:has([role="status"]))';

/** /ai-assistant: the conversation, its message box, Clear chat and the saved chats. */
export class AssistantPage {
  readonly main: Locator;
  readonly heading: Locator;
  readonly conversation: Locator;
  readonly input: Locator;
  readonly clearChat: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.heading = this.main.getByRole('heading', { level: 1, name: 'AI assistant', exact: true });
    this.conversation = this.main.getByRole('list', { name: 'Conversation', exact: true });
    this.input = this.main.getByRole('textbox', { name: 'Message', exact: true });
    this.clearChat = this.main.getByRole('button', { name: 'Clear chat', exact: true });
    this.history = this.main.getByRole('region', { name: 'History', exact: true });
  }

  async goto(): Promise<void> {
    await this.page.goto('/ai-assistant');
    await expect(this.heading).toBeVisible({ timeout: PAGE_LOAD_TIMEOUT });
  }

  /** The conversation's messages, oldest first (the greeting is the first); not the pending dots. */
  get messages(): Locator {
    return this.conversation.locator(MESSAGE);
  }

  /** Types a message and sends it with Enter; the answer replaces the pending dots. */
  async ask(text: string): Promise<Locator> {
    const before = await this.messages.count();
    await this.input.fill(text);
    await this.input.press('Enter');
    await expect(this.input).toHaveValue('');
    await expect(this.conversation.getByRole('status')).toHaveCount(0);
    await expect(this.messages).toHaveCount(before + 2);
    return this.messages.last();
  }
}

/** The floating chat: the launcher at the right and the small panel it opens. */
export class ChatPanel {
  readonly launcher: Locator;
  readonly panel: Locator;
  readonly input: Locator;
  /** The last 5 messages the panel shows. */
  readonly recent: Locator;

  constructor(readonly page: Page) {
    this.launcher = page.getByRole('button', { name: 'Open AI assistant chat', exact: true });
    this.panel = page.getByRole('dialog', { name: 'AI assistant', exact: true });
    this.input = this.panel.getByRole('textbox', { name: 'Message', exact: true });
    this.recent = this.panel
      .getByRole('list', { name: 'Recent messages', exact: true })
      .locator(':scope > li');
  }

  async open(): Promise<void> {
    await this.launcher.click();
    await expect(this.panel).toBeVisible();
    await expect(this.input).toBeFocused();
  }
}
