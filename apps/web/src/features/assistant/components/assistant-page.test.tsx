import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHAT_CONNECTION_ERROR } from '@track-grow/domain/assistant';
import { queryOptions } from '@tanstack/react-query';
import { assistantApi } from '@track-grow/domain/assistant/api';
import { deferred, mockApi, makeUser, type MockReply } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { moodApi } from '@track-grow/domain/mood/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';
import { chatHistoryKey, chatMessagesKey, readChatHistory, readChatMessages } from '../chat-storage.ts';
import { makeMessages, makeSavedChat } from '../test-fixtures.ts';
import AssistantPage from './assistant-page.tsx';

const user = makeUser();
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

async function ask(text: string) {
  const events = userEvent.setup();
  await events.type(screen.getByRole('textbox', { name: 'Message' }), `${text}{Enter}`);
  return events;
}
const conversation = () => screen.getByRole('list', { name: 'Conversation' });

describe('/ai-assistant', () => {
  it('sends a message, shows it at once while pending, then the markdown answer without raw HTML', async () => {
    const reply = deferred<MockReply>();
    const { calls } = mockApi([[assistantApi.chat, () => reply.promise]]);
    const { container } = renderWithProviders(<AssistantPage />, { user });
    expect(screen.getByRole('heading', { level: 1, name: 'AI assistant' })).toBeInTheDocument();
    expect(within(conversation()).getByText(/^Hi Ada!/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "What's due today?" })).toBeInTheDocument();

    await ask('how much did I spend this week');
    expect(within(conversation()).getByText('how much did I spend this week')).toBeInTheDocument();
    expect(within(conversation()).getByRole('status')).toHaveTextContent('Thinking…');

    reply.resolve({
      body: {
        response:
          'You spent **12.50** this week.\n\n<script>window.hacked = true</script><img src=x onerror="window.hacked = true">\n\n[See money](/money)',
      },
    });
    const bold = await within(conversation()).findByText('12.50');
    expect(bold.tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(within(conversation()).getByRole('link', { name: 'See money' })).toHaveAttribute('href', '/money');
    expect(within(conversation()).queryByRole('status')).not.toBeInTheDocument();
    // The greeting went along as the earlier turn.
    expect(calls[0]!.body).toMatchObject({
      message: 'how much did I spend this week',
      history: [{ role: 'assistant', content: expect.stringMatching(/^Hi Ada!/) as string }],
    });
  });

  it('links what the assistant did and refreshes those areas', async () => {
    mockApi([
      [
        assistantApi.chat,
        {
          body: {
            response: 'Added the task.',
            actions: [{ kind: 'created', area: 'tasks', id: 't1', label: 'Call mom', href: '/tasks' }],
          },
        },
      ],
    ]);
    const { queryClient } = renderWithProviders(<AssistantPage />, { user });
    const tasksRead = queryOptions({
      queryKey: keyOf(tasksApi.list),
      queryFn: () => 1,
      ...dependsOn('tasks'),
    });
    const moodRead = queryOptions({ queryKey: keyOf(moodApi.list), queryFn: () => 1, ...dependsOn('mood') });
    await queryClient.fetchQuery(tasksRead);
    await queryClient.fetchQuery(moodRead);
    await ask('add task call mom tomorrow');
    expect(await screen.findByRole('link', { name: 'Call mom' })).toHaveAttribute('href', '/tasks');
    await waitFor(() => expect(queryClient.getQueryState(tasksRead.queryKey)?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(moodRead.queryKey)?.isInvalidated).toBe(false);
  });

  it('answers a failure with SPEC’s connection error, and a 429 with the server’s message', async () => {
    let status = 500;
    mockApi([
      [
        assistantApi.chat,
        () =>
          status === 429
            ? { status, body: { message: 'Slow down, please.' } }
            : { status, body: { message: 'boom' } },
      ],
    ]);
    renderWithProviders(<AssistantPage />, { user });
    await ask('hello');
    expect(await within(conversation()).findByText(CHAT_CONNECTION_ERROR)).toBeInTheDocument();
    expect(CHAT_CONNECTION_ERROR).toBe('Sorry, there was a connection error. Please try again shortly.');
    status = 429;
    await ask('again');
    expect(await within(conversation()).findByText('Slow down, please.')).toBeInTheDocument();
  });

  it('does not send a blank or over-long message', async () => {
    const { calls } = mockApi([]);
    renderWithProviders(<AssistantPage />, { user });
    const events = await ask('  ');
    const box = screen.getByRole('textbox', { name: 'Message' });
    box.focus();
    await events.paste('x'.repeat(2001));
    expect(screen.getByText('Messages can be at most 2000 characters (2001 now).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await events.keyboard('{Enter}');
    expect(calls).toHaveLength(0);
    expect(readChatMessages(user.id)).toEqual([]);
  });

  it('saves a cleared chat to history with the server’s title, held to 5 words', async () => {
    mockApi([
      [
        assistantApi.chat,
        ({ body }) =>
          (body as { purpose?: string }).purpose === 'title'
            ? { body: { response: 'Title: "Weekly spending check in progress today"' } }
            : { body: { response: 'You spent 12.50.' } },
      ],
    ]);
    renderWithProviders(<AssistantPage />, { user });
    await ask('how much did I spend this week');
    await within(conversation()).findByText('You spent 12.50.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear chat' }));
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      await within(history).findByRole('button', { name: 'Open chat Weekly spending check in progress' }),
    ).toBeInTheDocument();
    expect(within(conversation()).getAllByRole('listitem')).toHaveLength(1);
    expect(readChatHistory(user.id)[0]!.messages).toHaveLength(3);
  });

  it('falls back to the first user message as title when the title call fails', async () => {
    localStorage.setItem(
      chatMessagesKey(user.id),
      JSON.stringify(makeMessages(['Hi', `${'word '.repeat(20)}end`])),
    );
    mockApi([[assistantApi.chat, { status: 503, body: { message: 'down' } }]]);
    renderWithProviders(<AssistantPage />, { user });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear chat' }));
    await waitFor(() => expect(readChatHistory(user.id)[0]?.title).toBe('word '.repeat(10).trim()));
  });

  it('opens a saved chat, deletes one and clears them all', async () => {
    localStorage.setItem(
      chatHistoryKey(user.id),
      JSON.stringify([makeSavedChat(1, 'Spending'), makeSavedChat(2, 'Mood'), makeSavedChat(3, 'Tasks')]),
    );
    mockApi([]);
    renderWithProviders(<AssistantPage />, { user });
    const events = userEvent.setup();
    const history = screen.getByRole('region', { name: 'History' });

    await events.click(within(history).getByRole('button', { name: 'Open chat Mood' }));
    expect(within(conversation()).getByText('asked in Mood')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Open chat Mood' })).not.toBeInTheDocument();

    await events.click(within(history).getByRole('button', { name: 'Delete chat Spending' }));
    expect(within(history).queryByRole('button', { name: 'Open chat Spending' })).not.toBeInTheDocument();
    expect(within(history).getByRole('button', { name: 'Open chat Tasks' })).toBeInTheDocument();

    await events.click(within(history).getByRole('button', { name: 'Clear history' }));
    await events.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear history' }),
    );
    expect(within(history).getByText('Cleared chats are saved here.')).toBeInTheDocument();
    expect(readChatHistory(user.id)).toEqual([]);
  });
});
