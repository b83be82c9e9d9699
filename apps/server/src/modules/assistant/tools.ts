import {
  periodDays,
  type AssistantAction,
  type AssistantResult,
  type Intent,
} from '@track-grow/domain/assistant';
import { dayNumber, addDays, startOfYear } from '@track-grow/domain/shared';
import {
  countsToday,
  evaluateHabit,
  habitCalendar,
  habitsDueTodayWindow,
  marksFromDays,
  marksOf,
} from '@track-grow/domain/habits';
import { createTransactionInput, periodRange } from '@track-grow/domain/money';
import { createMoodInput } from '@track-grow/domain/mood';
import { createNoteInput } from '@track-grow/domain/notes';
import { describeError, isErrorCode } from '@track-grow/domain';
import type { z } from 'zod';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import type { AreaDeps } from '../areas';
import * as habitsService from '../habits/service';
import { activeHabitData, activeHabitsStats } from '../habits/stats-service';
import * as books from '../books/service';
import * as fitness from '../fitness/service';
import * as focus from '../focus/service';
import * as money from '../money/service';
import * as mood from '../mood/service';
import * as notes from '../notes/service';
import * as tasks from '../tasks/service';
import * as wellness from '../wellness/service';

/** What running an intent gives: the figures to answer from, and what was created or changed. */
export interface ToolOutcome {
  result: AssistantResult;
  actions: AssistantAction[];
}

/** A command refused by the area's own rules (an amount out of range, a task without a title). */
export class CommandRefused extends Error {}

const data = (result: AssistantResult): ToolOutcome => ({ result, actions: [] });

/** The input of a create, checked by the area's schema: a refusal says why in the catalogue's words. */
function checked<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const message = issue && isErrorCode(issue.message) ? describeError(issue.message).message : issue?.message;
  throw new CommandRefused(message ?? 'That cannot be saved');
}

/** Lowercase, without accents or punctuation: how a typed habit name is compared with the user's habits. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

async function activeHabits(deps: AreaDeps, user: UserRow) {
  return habitsService.listHabits(deps, user, { archived: false, limit: 100, cursor: undefined });
}

/** Today's status of each active habit, by name: done, still to do, or not due today. */
async function habitsToday(deps: AreaDeps, user: UserRow, today: string) {
  const window = habitsDueTodayWindow(today, user.weekStart);
  const [list, habitData] = await Promise.all([
    activeHabits(deps, user),
    activeHabitData(deps, user.id, window),
  ]);
  const marks = marksFromDays(habitData.marks);
  const calendar = habitCalendar(today, user.weekStart, habitData.vacations);
  const from = dayNumber(window.from);
  const day = dayNumber(today);
  const rules = new Map(habitData.habits.map((h) => [h.id, h]));
  return list.map((habit) => {
    const rule = rules.get(habit.id);
    const status = rule
      ? evaluateHabit(rule, marksOf(marks, habit.id), calendar, from, day).days[day - from]
      : undefined;
    return { id: habit.id, name: habit.name, status };
  });
}

/** Two words are one when they share their first 4 letters or more, and most of the shorter one ("reading", "read"). */
function sameStem(a: string, b: string): boolean {
  let common = 0;
  while (common < a.length && a[common] === b[common]) common++;
  return common >= 4 && common >= 0.6 * Math.min(a.length, b.length);
}

/**
 * The habit a typed name means: the same name, else one starting with it, else one holding it, else one sharing
 * a word's stem ("reading" → "Read 20 pages", "meditazione" → "Meditate"); the first of several in the list.
 */
function matchHabit<H extends { name: string }>(habits: readonly H[], name: string): H | undefined {
  const wanted = folded(name);
  if (wanted === '') return undefined;
  const words = wanted.split(' ');
  const tests = [
    (n: string) => n === wanted,
    (n: string) => n.startsWith(wanted) || wanted.startsWith(n),
    (n: string) => n.includes(wanted),
    (n: string) => n.split(' ').some((word) => words.some((w) => sameStem(word, w))),
  ];
  for (const test of tests) {
    const hit = habits.find((h) => test(folded(h.name)));
    if (hit) return hit;
  }
  return undefined;
}

const round1 = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** Carries out an intent for the user with their real data (the built-in assistant and the model's tools). */
export async function runIntent(deps: AreaDeps, user: UserRow, intent: Intent): Promise<ToolOutcome> {
  const today = todayFor(user, deps.clock);
  const { db } = deps;
  switch (intent.kind) {
    case 'spending':
    case 'income': {
      const type = intent.kind === 'spending' ? 'expense' : 'income';
      const category = intent.kind === 'spending' ? intent.category : null;
      const sums = await money.typeTotals(
        db,
        user.id,
        type,
        periodDays(intent.period, today, user.weekStart),
        category,
      );
      return data(
        intent.kind === 'spending'
          ? {
              kind: 'spending',
              period: intent.period,
              category,
              total: sums.total,
              count: sums.count,
              topCategories: category === null ? sums.top : [],
            }
          : { kind: 'income', period: intent.period, total: sums.total, count: sums.count },
      );
    }
    case 'budget': {
      // Budget weeks start on Monday (SPEC.md 9), whatever the user's week start.
      const b = await money.budgetSpent(db, user.id, periodRange('week', today), periodRange('month', today));
      return data({
        kind: 'budget',
        week: { spent: b.weekSpent, limit: b.weeklyLimit },
        month: { spent: b.monthSpent, limit: b.monthlyLimit },
      });
    }
    case 'habitsToday': {
      const habits = await habitsToday(deps, user, today);
      return data({
        kind: 'habitsToday',
        done: habits.filter((h) => h.status === 'done').map((h) => h.name),
        remaining: habits.filter((h) => countsToday(h.status) && h.status !== 'done').map((h) => h.name),
      });
    }
    case 'streaks': {
      const [list, stats] = await Promise.all([activeHabits(deps, user), activeHabitsStats(deps, user)]);
      const habits = list
        .flatMap((h) => {
          const s = stats.get(h.id);
          return s ? [{ name: h.name, current: s.currentStreak, longest: s.bestStreak }] : [];
        })
        .sort((a, b) => b.current - a.current || b.longest - a.longest || a.name.localeCompare(b.name));
      return data({ kind: 'streaks', habits });
    }
    case 'mood': {
      const days = { from: addDays(today, -(intent.days - 1)), to: today };
      const before = { from: addDays(days.from, -intent.days), to: addDays(days.from, -1) };
      const m = await mood.moodOf(db, user.id, days, before);
      return data({
        kind: 'mood',
        days: intent.days,
        average: round1(m.average),
        count: m.count,
        previousAverage: round1(m.previousAverage),
      });
    }
    case 'tasksDue': {
      const tomorrow = addDays(today, 1);
      const due =
        intent.when === 'overdue'
          ? { overdueBefore: today }
          : intent.when === 'today'
            ? { from: today, to: today }
            : intent.when === 'tomorrow'
              ? { from: tomorrow, to: tomorrow }
              : { from: today, to: addDays(today, 6) };
      // Today's answer names the overdue tasks too: /tasks' Today view shows them, and so must the answer.
      const [found, overdue] = await Promise.all([
        tasks.openTasksDue(db, user.id, due),
        intent.when === 'today' ? tasks.openTasksDue(db, user.id, { overdueBefore: today }) : null,
      ]);
      return data({
        kind: 'tasksDue',
        when: intent.when,
        tasks: found.tasks,
        total: found.total,
        ...(overdue ? { overdue } : {}),
      });
    }
    case 'focus': {
      const f = await focus.focusOf(db, user.id, periodDays(intent.period, today, user.weekStart));
      return data({ kind: 'focus', period: intent.period, ...f });
    }
    case 'workouts': {
      const w = await fitness.workoutsOf(db, user.id, periodDays(intent.period, today, user.weekStart));
      return data({ kind: 'workouts', period: intent.period, ...w });
    }
    case 'books': {
      const b = await books.booksOf(db, user.id, startOfYear(today));
      return data({
        kind: 'books',
        reading: b.reading.map((r) => ({
          title: r.title,
          author: r.author,
          percent: r.totalPages ? Math.min(100, Math.round((r.pagesRead / r.totalPages) * 100)) : null,
        })),
        finishedThisYear: b.finished,
      });
    }
    case 'wellness': {
      const w = await wellness.wellnessOf(db, user.id, {
        from: addDays(today, -(intent.days - 1)),
        to: today,
      });
      return data({
        kind: 'wellness',
        days: intent.days,
        sleepHours: round1(w.sleepHours),
        waterGlasses: round1(w.waterGlasses),
        meditationMinutes: w.meditationMinutes === null ? null : Math.round(w.meditationMinutes),
        steps: w.steps === null ? null : Math.round(w.steps),
        daysLogged: w.daysLogged,
      });
    }
    case 'addTask': {
      const task = await refusedOn400(() => tasks.quickAddTask(deps, user, intent.text));
      return {
        result: { kind: 'taskAdded', title: task.title, dueDate: task.dueDate, dueTime: task.dueTime },
        actions: [{ kind: 'created', area: 'tasks', id: task.id, label: task.title, href: '/tasks' }],
      };
    }
    case 'addTransaction': {
      const input = checked(createTransactionInput, {
        date: today,
        type: intent.type,
        amount: intent.amount,
        ...(intent.category ? { category: intent.category } : {}),
        ...(intent.description ? { description: intent.description } : {}),
      });
      const row = await money.createTransaction(deps, user, input);
      return {
        result: {
          kind: 'transactionAdded',
          type: row.type,
          amount: row.amount,
          category: row.category,
          description: row.description,
          date: row.date,
        },
        actions: [
          {
            kind: 'created',
            area: 'money',
            id: row.id,
            label: row.description ?? row.category,
            href: '/money',
          },
        ],
      };
    }
    case 'logMood': {
      const input = checked(createMoodInput, {
        date: today,
        rating: intent.rating,
        ...(intent.note ? { note: intent.note } : {}),
      });
      const entry = await mood.createMood(deps, user, input);
      return {
        result: { kind: 'moodLogged', rating: entry.rating, date: entry.date },
        actions: [{ kind: 'created', area: 'mood', id: entry.id, label: `${entry.rating}/5`, href: '/mood' }],
      };
    }
    case 'addNote': {
      const input = checked(createNoteInput, { content: intent.content });
      const note = await notes.createNote(deps, user.id, input);
      const title = note.title || note.content.split('\n')[0]!.slice(0, 60);
      return {
        result: { kind: 'noteAdded', title },
        actions: [{ kind: 'created', area: 'notes', id: note.id, label: title, href: '/notes' }],
      };
    }
    case 'completeHabit': {
      const habits = await habitsToday(deps, user, today);
      const habit = matchHabit(habits, intent.name);
      if (!habit) {
        return data({
          kind: 'habitNotFound',
          name: intent.name,
          names: habits.slice(0, 8).map((h) => h.name),
        });
      }
      const alreadyDone = habit.status === 'done';
      if (!alreadyDone) await habitsService.setCompletion(deps, user, habit.id, today, { completed: true });
      return {
        result: { kind: 'habitCompleted', name: habit.name, alreadyDone },
        actions: [{ kind: 'completed', area: 'habits', id: habit.id, label: habit.name, href: '/habits' }],
      };
    }
    case 'greeting':
      return data({ kind: 'greeting', firstName: user.firstName });
    case 'help':
      return data({ kind: 'help' });
    case 'refused':
      throw new CommandRefused(describeError(intent.reason).message);
    case 'unknown':
      return data({ kind: 'unknown' });
  }
}

/** An area's 400 (its rules refused the input) as a refusal the assistant explains. */
async function refusedOn400<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) throw new CommandRefused(error.message);
    throw error;
  }
}
