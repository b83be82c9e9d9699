import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHAT_CONNECTION_ERROR } from '@track-grow/domain/assistant';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { transactions } from '../src/db/schema';
import { MAX_TOOL_ROUNDS } from '../src/modules/assistant/model';
import { createTestApp, signUp, type TestApp } from './helpers';

/**
 * The assistant with an OpenAI-compatible endpoint: a local fake of /v1/chat/completions that records what it is
 * sent and answers what each test scripts (a tool call, a final answer, an error, silence).
 */

interface Recorded {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string | null; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string; parameters: { type: string; properties?: object } } }[];
  };
}

type Script = (request: Recorded, index: number) => { status: number; body: unknown } | 'hang';

let fake: http.Server;
let baseUrl: string;
let script: Script;
let recorded: Recorded[] = [];

const toolCall = (name: string, args: unknown, id = 'call_1') => ({
  status: 200,
  body: {
    id: 'c',
    object: 'chat.completion',
    created: 0,
    model: 'fake',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: [{ id, type: 'function', function: { name, arguments: JSON.stringify(args) } }],
        },
      },
    ],
  },
});
const answer = (content: string) => ({
  status: 200,
  body: {
    id: 'c',
    object: 'chat.completion',
    created: 0,
    model: 'fake',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  },
});

let t: TestApp;
const NOW = new Date('2026-03-11T12:00:00Z');

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const request: Recorded = { authorization: req.headers.authorization, body: JSON.parse(text) };
      recorded.push(request);
      const reply = script(request, recorded.length - 1);
      if (reply === 'hang') return; // never answers: the timeout must end the exchange
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  t = await createTestApp({
    ai: { baseUrl, apiKey: 'test-key', model: 'fake-model' },
    aiTimeoutMs: 1500,
  });
});
afterAll(() => {
  fake.closeAllConnections();
  fake.close();
});
beforeEach(() => {
  t.clock.set(NOW);
  recorded = [];
});

const chat = (caller: Awaited<ReturnType<typeof signUp>>, message: string, extra: object = {}) =>
  caller.agent.post('/api/ai-assistant/chat', { message, ...extra });

describe('the assistant with a model', () => {
  it('offers every tool, runs the tool the model calls with the user data, and answers from it', async () => {
    const caller = await signUp(t.app);
    await caller.agent.patch('/api/auth/user', { currency: 'EUR', timezone: 'Europe/Rome' });
    await t.db.insert(transactions).values([
      { userId: caller.user.id, date: '2026-03-10', type: 'expense', amount: '12.50', category: 'Food' },
      { userId: caller.user.id, date: '2026-03-11', type: 'expense', amount: '7.25', category: 'Transport' },
    ]);
    script = (request, index) =>
      index === 0
        ? toolCall('get_spending', { period: 'week' })
        : answer(`You spent **${JSON.parse(request.body.messages.at(-1)!.content!).total}** this week.`);
    const response = await chat(caller, 'how much did I spend this week?', {
      history: [
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: 'Hello!' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ response: 'You spent **19.75** this week.' });

    const [first, second] = recorded;
    expect(first!.authorization).toBe('Bearer test-key');
    expect(first!.body.model).toBe('fake-model');
    const names = first!.body.tools!.map((tool) => tool.function.name).sort();
    expect(names).toEqual(
      [
        'add_note',
        'add_task',
        'add_transaction',
        'complete_habit',
        'get_books',
        'get_budget',
        'get_focus',
        'get_habits_today',
        'get_income',
        'get_mood',
        'get_spending',
        'get_streaks',
        'get_tasks_due',
        'get_workouts',
        'get_wellness',
        'log_mood',
      ].sort(),
    );
    for (const tool of first!.body.tools!) expect(tool.function.parameters.type).toBe('object');
    const system = first!.body.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain('2026-03-11');
    expect(system.content).toContain('Europe/Rome');
    expect(system.content).toContain('EUR');
    expect(first!.body.messages.slice(1).map((m) => [m.role, m.content])).toEqual([
      ['user', 'hi'],
      ['assistant', 'Hello!'],
      ['user', 'how much did I spend this week?'],
    ]);
    const toolMessage = second!.body.messages.at(-1)!;
    expect(toolMessage.role).toBe('tool');
    expect(toolMessage.tool_call_id).toBe('call_1');
    expect(JSON.parse(toolMessage.content!)).toMatchObject({ kind: 'spending', total: '19.75', count: 2 });
  });

  it('carries out a command the model calls, and returns its action', async () => {
    const caller = await signUp(t.app);
    script = (_request, index) =>
      index === 0
        ? toolCall('add_transaction', {
            type: 'expense',
            amount: '12.50',
            description: 'Lunch',
            category: 'Food',
          })
        : answer('Saved your lunch.');
    const response = await chat(caller, 'spent 12.50 on lunch');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{
      response: string;
      actions: { area: string; label: string; href: string }[];
    }>();
    expect(body.response).toBe('Saved your lunch.');
    expect(body.actions).toEqual([
      expect.objectContaining({ area: 'money', label: 'Lunch', href: '/money' }),
    ]);
    const listed = (await caller.agent.get('/api/transactions')).json<{ amount: string }[]>();
    expect(listed.map((row) => row.amount)).toEqual(['12.50']);
  });

  it('tells the model when its arguments are wrong or a command is refused, and lets it answer', async () => {
    const caller = await signUp(t.app);
    script = (_request, index) =>
      [
        toolCall('get_spending', { period: 'forever' }),
        toolCall('add_transaction', { type: 'expense', amount: '0' }, 'call_2'),
        toolCall('no_such_tool', {}, 'call_3'),
        answer('I could not do that.'),
      ][index]!;
    const response = await chat(caller, 'do things');
    expect(response.json()).toEqual({ response: 'I could not do that.' });
    const errors = recorded.slice(1).map((r) => JSON.parse(r.body.messages.at(-1)!.content!).error as string);
    expect(errors[0]).toMatch(/^Invalid arguments/);
    expect(errors[1]).toMatch(/^Not saved: /);
    expect(errors[2]).toBe('There is no tool named no_such_tool.');
    expect((await caller.agent.get('/api/transactions')).json()).toEqual([]);
  });

  it(`stops after ${MAX_TOOL_ROUNDS} rounds of tool calls: the last request offers no tools`, async () => {
    const caller = await signUp(t.app);
    script = (request) => (request.body.tools ? toolCall('get_budget', {}) : answer('Here is what I found.'));
    const response = await chat(caller, 'loop forever');
    expect(response.json()).toEqual({ response: 'Here is what I found.' });
    expect(recorded).toHaveLength(MAX_TOOL_ROUNDS + 1);
    expect(recorded.at(-1)!.body.tools).toBeUndefined();
  });

  it('answers 502 with the connection error when the endpoint fails, answers nothing or is too slow', async () => {
    const caller = await signUp(t.app);
    for (const failing of [
      () => ({ status: 500, body: { error: { message: 'boom' } } }),
      () => answer(''),
      () => 'hang' as const,
    ] satisfies Script[]) {
      script = failing;
      const started = Date.now();
      const response = await chat(caller, 'hello?');
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ message: CHAT_CONNECTION_ERROR, code: 'assistant.unavailable' });
      expect(response.body).not.toContain('boom');
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('makes chat titles with the model, limited to 5 words and 50 characters, with the rules as fallback', async () => {
    const caller = await signUp(t.app);
    script = () => answer('Title: "Weekly spending review and budget planning ideas"');
    const made = await chat(caller, 'how much did I spend this week', { purpose: 'title' });
    expect(made.json()).toEqual({ response: 'Weekly spending review and budget' });
    expect(recorded[0]!.body.tools).toBeUndefined();
    script = () => ({ status: 500, body: {} });
    const fallback = await chat(caller, 'how much did I spend this week', { purpose: 'title' });
    expect(fallback.json()).toEqual({ response: 'How much did I spend' });
  });
});
