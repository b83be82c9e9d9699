import type { ChatResponse } from '@track-grow/domain/assistant';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { habitCompletions, habits, transactions } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

/** The built-in assistant through the route: real figures in the user's currency, commands that write. */

let t: TestApp;
const NOW = new Date('2026-03-11T12:00:00Z'); // a Wednesday

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

type Caller = Awaited<ReturnType<typeof signUp>>;

async function ask(caller: Caller, message: string): Promise<ChatResponse> {
  const response = await caller.agent.post('/api/ai-assistant/chat', { message });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChatResponse>();
}

describe('the built-in assistant', () => {
  it('answers "what are my streaks?" at once for 100 habits started centuries ago (issue 22)', async () => {
    const caller = await signUp(t.app);
    // Year 100: older than the API now takes (1900), as rows stored before that bound may be.
    const rows = await t.db
      .insert(habits)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          userId: caller.user.id,
          name: `Habit ${i}`,
          startDate: '0100-01-01',
          sortOrder: i,
        })),
      )
      .returning({ id: habits.id });
    await t.db.insert(habitCompletions).values(
      rows.flatMap(({ id }) =>
        ['2026-03-09', '2026-03-10'].map((date) => ({
          userId: caller.user.id,
          habitId: id,
          date,
          completed: true,
        })),
      ),
    );
    // The longest time the event loop was held while answering, from a timer's late ticks.
    let longest = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      longest = Math.max(longest, now - last);
      last = now;
    }, 5);
    const answer = await ask(caller, 'what are my streaks?');
    clearInterval(probe);
    longest = Math.max(longest, performance.now() - last);
    expect(answer.response).toContain('Habit 0');
    // Walking each habit's days since its start held the loop for seconds; walking its marks, milliseconds.
    expect(longest).toBeLessThan(500);
  });

  it("names the overdue tasks when asked what is due today (/tasks' Today view shows them too)", async () => {
    const caller = await signUp(t.app);
    for (const [title, dueDate] of [
      ['File taxes', '2026-03-02'],
      ['Call bank', '2026-03-09'],
      ['Renew passport', '2026-03-10'],
    ])
      expect((await caller.agent.post('/api/tasks', { title, dueDate })).statusCode).toBe(201);
    const answer = await ask(caller, "What's due today?");
    expect(answer.response).toContain('Nothing due today, but you have **3 tasks** overdue:');
    expect(answer.response).toContain('- File taxes');
    await caller.agent.post('/api/tasks', { title: 'Water plants', dueDate: '2026-03-11' });
    const both = await ask(caller, "What's due today?");
    expect(both.response).toMatch(
      /^You have \*\*1 task\*\* due today:\n- Water plants\n\nAnd \*\*3 tasks\*\* overdue:/,
    );
  });

  it("answers how much was spent this week from the user's transactions, in their currency", async () => {
    const caller = await signUp(t.app);
    await caller.agent.patch('/api/auth/user', { currency: 'EUR' });
    await t.db.insert(transactions).values([
      { userId: caller.user.id, date: '2026-03-09', type: 'expense', amount: '12.50', category: 'Food' },
      { userId: caller.user.id, date: '2026-03-11', type: 'expense', amount: '7.25', category: 'Transport' },
      { userId: caller.user.id, date: '2026-02-01', type: 'expense', amount: '100.00', category: 'Food' },
    ]);
    const answer = await ask(caller, 'How much did I spend this week?');
    expect(answer.response).toContain('€19.75');
    expect(answer.actions).toBeUndefined();
    // Another user asking the same sees only their own money.
    expect((await ask(await signUp(t.app), 'how much did I spend this week')).response).not.toContain(
      '19.75',
    );
  });

  it('carries out typed commands, says what it did and returns links to it', async () => {
    const caller = await signUp(t.app);
    const spent = await ask(caller, 'spent 12.50 on lunch');
    expect(spent.response).toContain('12.50');
    expect(spent.actions).toEqual([
      expect.objectContaining({ kind: 'created', area: 'money', href: '/money' }),
    ]);
    const task = await ask(caller, 'add task call mom tomorrow');
    expect(task.actions).toEqual([
      expect.objectContaining({ kind: 'created', area: 'tasks', label: 'call mom', href: '/tasks' }),
    ]);
    const mood = await ask(caller, 'log mood 4');
    expect(mood.actions).toEqual([expect.objectContaining({ area: 'mood', href: '/mood' })]);
    const tasks = (await caller.agent.get('/api/tasks')).json<{ title: string; dueDate: string }[]>();
    expect(tasks.map((row) => [row.title, row.dueDate])).toEqual([['call mom', '2026-03-12']]);
    const due = await ask(caller, "what's due tomorrow?");
    expect(due.response).toContain('call mom');
  });

  it('answers in Italian when written to in Italian, with the Italian formats', async () => {
    const caller = await signUp(t.app);
    await caller.agent.patch('/api/auth/user', { currency: 'EUR' });
    await ask(caller, 'speso 12,50 per pranzo');
    const answer = await ask(caller, 'quanto ho speso questa settimana?');
    expect(answer.response).toMatch(/12,50/);
    expect(answer.response).not.toMatch(/spent/i);
  });

  it('explains a refused command, writes nothing, and lists what it can do when it does not understand', async () => {
    const caller = await signUp(t.app);
    const refused = await ask(caller, 'spent 0 on lunch');
    expect(refused.response).toBe("I didn't save that: The amount must be more than 0");
    expect(refused.actions).toBeUndefined();
    expect((await caller.agent.get('/api/transactions')).json()).toEqual([]);
    // "spent -5 on coffee" is no +5 expense (issue 22): refused, and nothing is written.
    const negative = await ask(caller, 'spent -5 on coffee');
    expect(negative.response).toMatch(/^I didn't save that: Say the amount without a minus/);
    expect(negative.actions).toBeUndefined();
    expect((await caller.agent.get('/api/transactions')).json()).toEqual([]);
    const unknown = await ask(caller, 'what is the meaning of life');
    expect(unknown.response).toMatch(/understand/i);
    expect(unknown.response).toContain('- ');
  });
});
