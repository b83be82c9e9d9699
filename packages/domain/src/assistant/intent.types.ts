/**
 * What the built-in assistant understands (intents.ts reads a message into one) and what it answers with
 * (answers.ts phrases a result). The server's tools (apps/server/src/modules/assistant/tools.ts) turn an intent
 * into a result from the user's real data; with an AI endpoint the same tools are offered to the model.
 */
import type { ErrorCode } from '../shared/errors';

/** Periods of the data questions, counted in the user's days (weeks as the user's week start; budget weeks Monday). */
export const assistantPeriods = [
  'today',
  'yesterday',
  'week',
  'lastWeek',
  'month',
  'lastMonth',
  'year',
] as const;
export type AssistantPeriod = (typeof assistantPeriods)[number];

export type AssistantLanguage = 'en' | 'it';

export type TaskWhen = 'today' | 'tomorrow' | 'week' | 'overdue';

/** A data question or a command. */
export type Intent =
  /** "how much did I spend this week", "spending on food this month", "quanto ho speso questo mese" */
  | { kind: 'spending'; period: AssistantPeriod; category: string | null }
  /** "how much did I earn this month" */
  | { kind: 'income'; period: AssistantPeriod }
  /** "how much budget is left", "am I over budget" */
  | { kind: 'budget' }
  /** "which habits are done today", "habits today" */
  | { kind: 'habitsToday' }
  /** "what's my longest streak", "streaks" */
  | { kind: 'streaks' }
  /** "how was my mood lately" (7 days), "mood this month" (30) */
  | { kind: 'mood'; days: number }
  /** "what's due today", "tasks this week", "overdue tasks" */
  | { kind: 'tasksDue'; when: TaskWhen }
  /** "how many focus hours this week" */
  | { kind: 'focus'; period: AssistantPeriod }
  /** "how many workouts this month", "how much did I exercise" */
  | { kind: 'workouts'; period: AssistantPeriod }
  /** "what am I reading", "books finished this year" */
  | { kind: 'books' }
  /** "how did I sleep", "water this week", "wellness" (the last `days` days) */
  | { kind: 'wellness'; days: number }
  /** "add task call mom tomorrow": `text` goes through the tasks' quick add (dates, !priority, #tags). */
  | { kind: 'addTask'; text: string }
  /** "spent 12.50 on lunch", "earned 200 freelance", "+2000 salary": amount as the API takes it ("12.50"). */
  | {
      kind: 'addTransaction';
      type: 'expense' | 'income';
      amount: string;
      description: string | null;
      /** From a word ("lunch" → Food) or named; null leaves it to the money area's default (Other). */
      category: string | null;
    }
  /** "log mood 4", "mood 3 tired", "umore 4" */
  | { kind: 'logMood'; rating: 1 | 2 | 3 | 4 | 5; note: string | null }
  /** "note: buy a new lamp", "nota: …" */
  | { kind: 'addNote'; content: string }
  /** "done meditate", "completed reading", "fatto meditazione": the habit named (matched on the server). */
  | { kind: 'completeHabit'; name: string }
  /** "hi", "ciao" */
  | { kind: 'greeting' }
  /** "help", "what can you do", "aiuto" */
  | { kind: 'help' }
  /** A command the area's rules refuse as read ("spent 0 on lunch"): answered with why, nothing written. */
  | { kind: 'refused'; reason: ErrorCode }
  | { kind: 'unknown' };

export type IntentKind = Intent['kind'];

/** A message read: the intent, and the language it was written in (answers come back in it). */
export interface ParsedMessage {
  intent: Intent;
  /** The language whose words matched; the user's locale when nothing language-specific did. */
  language: AssistantLanguage;
}

/** A result of the tools: the figures an answer is phrased from (amounts as decimal strings, days yyyy-MM-dd). */
export type AssistantResult =
  | {
      kind: 'spending';
      period: AssistantPeriod;
      category: string | null;
      total: string;
      count: number;
      /** The largest categories of the period (at most 3), when no category was asked for. */
      topCategories: { category: string; total: string }[];
    }
  | { kind: 'income'; period: AssistantPeriod; total: string; count: number }
  | {
      kind: 'budget';
      /** Spent this Monday week and this month; limits null when not set. */
      week: { spent: string; limit: string | null };
      month: { spent: string; limit: string | null };
    }
  | { kind: 'habitsToday'; done: string[]; remaining: string[] }
  | { kind: 'streaks'; habits: { name: string; current: number; longest: number }[] }
  | {
      kind: 'mood';
      days: number;
      /** Mean of the days' averages, one decimal; null without entries. */
      average: number | null;
      count: number;
      /** The same of the `days` days before, for a trend. */
      previousAverage: number | null;
    }
  | {
      kind: 'tasksDue';
      when: TaskWhen;
      /** The first few, soonest first. */
      tasks: { title: string; dueDate: string | null; dueTime: string | null }[];
      total: number;
      /** For today: the open tasks overdue, which /tasks' Today view shows too (the first few and the count). */
      overdue?: { tasks: { title: string; dueDate: string | null; dueTime: string | null }[]; total: number };
    }
  | { kind: 'focus'; period: AssistantPeriod; minutes: number; sessions: number }
  | { kind: 'workouts'; period: AssistantPeriod; count: number; minutes: number }
  | {
      kind: 'books';
      reading: { title: string; author: string | null; percent: number | null }[];
      finishedThisYear: number;
    }
  | {
      kind: 'wellness';
      days: number;
      /** Means over the days that logged each measure; null when none did. */
      sleepHours: number | null;
      waterGlasses: number | null;
      meditationMinutes: number | null;
      steps: number | null;
      daysLogged: number;
    }
  | { kind: 'taskAdded'; title: string; dueDate: string | null; dueTime: string | null }
  | {
      kind: 'transactionAdded';
      type: 'expense' | 'income';
      amount: string;
      category: string;
      description: string | null;
      date: string;
    }
  | { kind: 'moodLogged'; rating: number; date: string }
  | { kind: 'noteAdded'; title: string }
  | { kind: 'habitCompleted'; name: string; alreadyDone: boolean }
  /** No active habit matched the name; `names` lists the user's habits (at most 8). */
  | { kind: 'habitNotFound'; name: string; names: string[] }
  | { kind: 'greeting'; firstName: string }
  | { kind: 'help' }
  | { kind: 'unknown' };

/** How an answer is written: the language, the user's currency (ISO code) and today (for "tomorrow", weekdays). */
export interface AnswerContext {
  language: AssistantLanguage;
  currency: string;
  today: string;
}
