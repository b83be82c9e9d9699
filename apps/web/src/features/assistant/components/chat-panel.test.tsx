import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assistantApi } from '@track-grow/domain/assistant/api';
import { mockApi, makeUser, type MockRequest } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { chatMessagesKey, readChatMessages } from '../chat-storage.ts';
import { makeMessages } from '../test-fixtures.ts';
import AssistantPage from './assistant-page.tsx';
import { ChatPanel } from './chat-panel.tsx';

const user = makeUser();
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderShell() {
  return renderWithProviders(<ChatPanel user={user} bottom="1rem" />, { user });
}

/** Opens the panel and waits for its body, which loads on the first open. */
async function openPanel() {
  const events = userEvent.setup();
  await events.click(screen.getByRole('button', { name: 'Open AI assistant chat' }));
  const panel = await screen.findByRole('dialog', { name: 'AI assistant' });
  await within(panel).findByRole('textbox', { name: 'Message' });
  return { events, panel };
}

describe('the floating chat panel', () => {
  it('starts with the greeting, links to the full page and closes on Escape', async () => {
    mockApi([]);
    renderShell();
    const { events, panel } = await openPanel();
    expect(within(panel).getByText(/^Hi Ada!/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open full chat' })).toHaveAttribute(
      'href',
      '/ai-assistant',
    );
    expect(within(panel).getByRole('textbox', { name: 'Message' })).toHaveFocus();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open AI assistant chat' })).toHaveFocus();
  });

  it('shows the last 5 messages as plain text cut to 150 characters with an ellipsis', async () => {
    mockApi([]);
    const long = `**Bold** start ${'x'.repeat(200)}`;
    localStorage.setItem(
      chatMessagesKey(user.id),
      JSON.stringify(makeMessages(['one', 'two', 'three', 'four', 'five', 'six', long])),
    );
    renderShell();
    const { panel } = await openPanel();
    const items = within(within(panel).getByRole('list', { name: 'Recent messages' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(5);
    expect(items[0]).toHaveTextContent('three');
    const last = items[4]!.textContent.replace(/^Assistant: /, '');
    expect(last).toBe(`${`Bold start ${'x'.repeat(200)}`.slice(0, 150)}…`);
    expect(last).not.toContain('**');
  });

  it('sends with Enter, adds a line with Shift+Enter and never sends a blank message', async () => {
    const requests: MockRequest[] = [];
    const { calls } = mockApi([
      [
        assistantApi.chat,
        (request) => {
          requests.push(request);
          return { body: { response: 'You spent **12.50** this week.' } };
        },
      ],
    ]);
    renderShell();
    const { events, panel } = await openPanel();
    const box = within(panel).getByRole('textbox', { name: 'Message' });
    await events.type(box, '   {Enter}');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();

    await events.clear(box);
    await events.type(box, 'how much{Shift>}{Enter}{/Shift}this week');
    expect(box).toHaveValue('how much\nthis week');
    await events.keyboard('{Enter}');
    expect(box).toHaveValue('');
    expect(await within(panel).findByText('You spent 12.50 this week.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.body).toMatchObject({ message: 'how much\nthis week', purpose: 'chat' });
    expect(readChatMessages(user.id).map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
  });

  it('clears the chat back to the greeting', async () => {
    mockApi([[assistantApi.chat, { body: { response: 'Chat title' } }]]);
    localStorage.setItem(
      chatMessagesKey(user.id),
      JSON.stringify(makeMessages(['hello', 'hi there', 'answer'])),
    );
    renderShell();
    const { events, panel } = await openPanel();
    await events.click(within(panel).getByRole('button', { name: 'Clear chat' }));
    const items = within(within(panel).getByRole('list', { name: 'Recent messages' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent(/Hi Ada!/);
  });

  it('shares one chat with the page: a message sent in the panel shows on the page too', async () => {
    mockApi([[assistantApi.chat, { body: { response: 'Shared answer' } }]]);
    renderWithProviders(
      <>
        <AssistantPage />
        <ChatPanel user={user} bottom="1rem" />
      </>,
      { user },
    );
    const { events, panel } = await openPanel();
    await events.type(within(panel).getByRole('textbox', { name: 'Message' }), 'hello{Enter}');
    expect(await within(panel).findByText('Shared answer')).toBeInTheDocument();
    const page = screen.getByRole('list', { name: 'Conversation' });
    expect(within(page).getByText('hello')).toBeInTheDocument();
    expect(within(page).getByText('Shared answer')).toBeInTheDocument();
  });
});
