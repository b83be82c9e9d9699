import { assistantPeriods, type Intent } from '@track-grow/domain/assistant';
import { z } from 'zod';

/**
 * The assistant's questions and commands as tools a model can call (function calling): each tool's arguments
 * (zod, offered as JSON Schema) become the intent the built-in assistant would have read, run by runIntent.
 */
interface ModelTool<S extends z.ZodType> {
  name: string;
  description: string;
  parameters: S;
  intent: (args: z.output<S>) => Intent;
}

const tool = <S extends z.ZodType>(t: ModelTool<S>): ModelTool<z.ZodType> => t;

const period = z
  .enum(assistantPeriods)
  .describe(
    'today, yesterday, week (this week so far), lastWeek, month (this month so far), lastMonth, year',
  );
const days = z.number().int().min(1).max(365).describe('how many days back from today, today included');

export const modelTools: ModelTool<z.ZodType>[] = [
  tool({
    name: 'get_spending',
    description: "The user's expenses of a period, optionally of one category, with the largest categories.",
    parameters: z.object({ period, category: z.string().max(60).nullable().optional() }),
    intent: (a) => ({ kind: 'spending', period: a.period, category: a.category ?? null }),
  }),
  tool({
    name: 'get_income',
    description: "The user's income of a period.",
    parameters: z.object({ period }),
    intent: (a) => ({ kind: 'income', period: a.period }),
  }),
  tool({
    name: 'get_budget',
    description:
      'Spending of this Monday-to-Sunday week and this month against the weekly and monthly limits.',
    parameters: z.object({}),
    intent: () => ({ kind: 'budget' }),
  }),
  tool({
    name: 'get_habits_today',
    description: "Today's habits: which are done and which are still to do.",
    parameters: z.object({}),
    intent: () => ({ kind: 'habitsToday' }),
  }),
  tool({
    name: 'get_streaks',
    description: 'Current and longest streak of each active habit.',
    parameters: z.object({}),
    intent: () => ({ kind: 'streaks' }),
  }),
  tool({
    name: 'get_mood',
    description:
      'Average mood (1-5) of the last days and of the same number of days before, and the entries.',
    parameters: z.object({ days }),
    intent: (a) => ({ kind: 'mood', days: a.days }),
  }),
  tool({
    name: 'get_tasks_due',
    description:
      'Open tasks due today (with the overdue ones), tomorrow, in the next 7 days (week) or overdue.',
    parameters: z.object({ when: z.enum(['today', 'tomorrow', 'week', 'overdue']) }),
    intent: (a) => ({ kind: 'tasksDue', when: a.when }),
  }),
  tool({
    name: 'get_focus',
    description: 'Focus (pomodoro) minutes and sessions of a period.',
    parameters: z.object({ period }),
    intent: (a) => ({ kind: 'focus', period: a.period }),
  }),
  tool({
    name: 'get_workouts',
    description: 'Workouts and their minutes of a period.',
    parameters: z.object({ period }),
    intent: (a) => ({ kind: 'workouts', period: a.period }),
  }),
  tool({
    name: 'get_books',
    description: 'Books being read (with progress) and books finished this year.',
    parameters: z.object({}),
    intent: () => ({ kind: 'books' }),
  }),
  tool({
    name: 'get_wellness',
    description: 'Average sleep hours, water glasses, meditation minutes and steps of the last days.',
    parameters: z.object({ days }),
    intent: (a) => ({ kind: 'wellness', days: a.days }),
  }),
  tool({
    name: 'add_task',
    description:
      'Create a task. The text may carry a due date and time in words ("tomorrow 9am"), !priority and #tags.',
    parameters: z.object({ text: z.string().min(1).max(500) }),
    intent: (a) => ({ kind: 'addTask', text: a.text }),
  }),
  tool({
    name: 'add_transaction',
    description: 'Record an expense or an income of today. amount is a decimal like "12.50".',
    parameters: z.object({
      type: z.enum(['expense', 'income']),
      amount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
      description: z.string().max(200).nullable().optional(),
      category: z.string().max(60).nullable().optional(),
    }),
    intent: (a) => ({
      kind: 'addTransaction',
      type: a.type,
      amount: a.amount,
      description: a.description ?? null,
      category: a.category ?? null,
    }),
  }),
  tool({
    name: 'log_mood',
    description: "Log today's mood, 1 (awful) to 5 (great), with an optional note.",
    parameters: z.object({
      rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
      note: z.string().max(500).nullable().optional(),
    }),
    intent: (a) => ({ kind: 'logMood', rating: a.rating, note: a.note ?? null }),
  }),
  tool({
    name: 'add_note',
    description: 'Write a note.',
    parameters: z.object({ content: z.string().min(1).max(5000) }),
    intent: (a) => ({ kind: 'addNote', content: a.content }),
  }),
  tool({
    name: 'complete_habit',
    description: "Mark one of the user's habits done today, by its name.",
    parameters: z.object({ name: z.string().min(1).max(80) }),
    intent: (a) => ({ kind: 'completeHabit', name: a.name }),
  }),
];

/** The tools as the chat completions API takes them. */
export const openAiTools = modelTools.map((t) => ({
  type: 'function' as const,
  function: {
    name: t.name,
    description: t.description,
    parameters: z.toJSONSchema(t.parameters, { io: 'input' }),
  },
}));

/** A model's tool call read into an intent; a message for the model when the call is malformed. */
export function intentOfCall(name: string, args: string): { intent: Intent } | { error: string } {
  const found = modelTools.find((t) => t.name === name);
  if (!found) return { error: `There is no tool named ${name}.` };
  let json: unknown;
  try {
    json = args.trim() === '' ? {} : JSON.parse(args);
  } catch {
    return { error: 'The arguments are not valid JSON.' };
  }
  const parsed = found.parameters.safeParse(json);
  if (!parsed.success) return { error: `Invalid arguments: ${z.prettifyError(parsed.error)}` };
  return { intent: found.intent(parsed.data) };
}
