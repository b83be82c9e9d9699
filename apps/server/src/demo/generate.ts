import { addDays, daysBetween, eachDay, weekdayOf } from '@track-grow/domain/shared';
import type { Schedule } from '@track-grow/domain/habits';
import {
  generateFocusSessions,
  generateWorkouts,
  type DemoFocusSession,
  type DemoWorkout,
} from './focus-fitness';
import { generateCareer, type DemoCareer } from './career';
import { generateBooks, type DemoBook } from './books';
import { generateLessonCompletions, type DemoLessonCompletion } from './lessons';
import { createRandom, dayRandom } from './random';
import { makeTitlesUnique } from './unique-titles';
import { generateWellness, type DemoWellnessEntry } from './wellness';

/** Plain rows, ready to insert for one user. The shape mirrors the tables (camelCase, no user id). */
export interface DemoData {
  habits: {
    key: string;
    name: string;
    description: string | null;
    icon: string;
    color: string;
    schedule: Schedule;
    targetMinutes: number | null;
    reminderTime: string | null;
    sortOrder: number;
    startDate: string;
  }[];
  completions: { habitKey: string; date: string; completed: boolean; skipped: boolean }[];
  vacations: { startDate: string; endDate: string }[];
  transactions: {
    date: string;
    type: 'income' | 'expense';
    amount: string;
    category: string;
    description: string | null;
  }[];
  tasks: {
    title: string;
    notes: string | null;
    dueDate: string | null;
    dueTime: string | null;
    priority: 'low' | 'medium' | 'high' | 'urgent';
    status: 'todo' | 'in_progress' | 'completed' | 'cancelled';
    tags: string[];
    completedAt: Date | null;
  }[];
  moods: { date: string; rating: number; emotions: string[]; note: string | null }[];
  notes: { title: string; content: string; tags: string[]; pinned: boolean; date: string }[];
  focusSessions: DemoFocusSession[];
  workouts: DemoWorkout[];
  career: DemoCareer;
  books: DemoBook[];
  wellness: DemoWellnessEntry[];
  lessonCompletions: DemoLessonCompletion[];
}

const HABITS = [
  {
    key: 'water',
    name: 'Drink 8 glasses of water',
    icon: '💧',
    color: '#0ea5e9',
    schedule: { kind: 'daily' },
    targetMinutes: null,
    reminderTime: '09:00',
    p: 0.86,
  },
  {
    key: 'read',
    name: 'Read',
    icon: '📚',
    color: '#8b5cf6',
    schedule: { kind: 'daily' },
    targetMinutes: 20,
    reminderTime: '21:30',
    p: 0.72,
  },
  {
    key: 'workout',
    name: 'Work out',
    icon: '🏋️',
    color: '#f97316',
    schedule: { kind: 'timesPerWeek', count: 3 },
    targetMinutes: 45,
    reminderTime: '18:00',
    p: 0.55,
  },
  {
    key: 'meditate',
    name: 'Meditate',
    icon: '🧘',
    color: '#22c55e',
    schedule: { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
    targetMinutes: 10,
    reminderTime: '07:30',
    p: 0.68,
  },
  {
    key: 'journal',
    name: 'Journal',
    icon: '✍️',
    color: '#eab308',
    schedule: { kind: 'daily' },
    targetMinutes: null,
    reminderTime: '22:00',
    p: 0.6,
  },
] as const;

const FOOD = ['Groceries', 'Lunch', 'Coffee', 'Dinner out', 'Bakery', 'Takeaway'];
/** Open tasks overdue by more than this many days are cancelled in the demo history. */
const STALE_TASK_DAYS = 90;

const TASK_TITLES = [
  'Pay the electricity bill',
  'Call mom',
  'Book the dentist',
  'Renew car insurance',
  'Plan the weekend trip',
  'Reply to Sara about the project',
  'Clean the garage',
  'Buy a birthday present for Luca',
  'Update my CV',
  'Back up the laptop',
  'Return the library books',
  'Prepare the quarterly report',
  'Fix the leaking tap',
  'Order new running shoes',
  'Water the plants on the balcony',
];
const EMOTIONS_GOOD = ['happy', 'calm', 'grateful', 'proud', 'excited', 'loved'];
const EMOTIONS_BAD = ['tired', 'stressed', 'anxious', 'sad', 'bored'];
const NOTE_TOPICS = [
  [
    'Book notes: Atomic Habits',
    'Make it **obvious**, attractive, easy and satisfying.\n\n- Habit stacking: after coffee, meditate\n- Two-minute rule',
  ],
  ['Groceries', '- oat milk\n- spinach\n- eggs\n- coffee beans'],
  ['Ideas for the garden', 'Raised bed by the fence; tomatoes and basil. Ask the neighbour about compost.'],
  ['Weekly review', '## Wins\n- Finished the report\n\n## Next week\n- Two long runs\n- Call the bank'],
  ['Trip to Lisbon', 'Flights in May are cheapest midweek. Visit *Belém* and the LX Factory.'],
  ['Running log', '5k in 27:40 — best this year. Keep cadence up on the hills.'],
];

/**
 * A realistic stretch of a person's life, ending `today`: habits with gaps and streaks, a salary and daily
 * spending, tasks done and overdue, moods that follow the habits, notes, pomodoros, workouts and wellness days.
 * Deterministic for a seed.
 */
export function generateDemoData(options: { today: string; days: number; seed?: number }): DemoData {
  const { today, days } = options;
  const seed = options.seed ?? 42;
  const rnd = createRandom(seed);
  const first = addDays(today, -(days - 1));
  const allDays = eachDay(first, today);
  const data: DemoData = {
    habits: [],
    completions: [],
    vacations: [],
    transactions: [],
    tasks: [],
    moods: [],
    notes: [],
    focusSessions: [],
    workouts: [],
    career: { goals: [], skills: [], achievements: [] },
    books: [],
    wellness: [],
    lessonCompletions: [],
  };

  // A week's holiday each summer: every habit pauses.
  for (let d = 0; d < allDays.length; d++) {
    const date = allDays[d]!;
    if (date.slice(5) === '08-10' && daysBetween(date, today) > 7)
      data.vacations.push({ startDate: date, endDate: addDays(date, 6) });
  }
  const onVacation = (date: string) => data.vacations.some((v) => v.startDate <= date && date <= v.endDate);

  HABITS.forEach((h, index) => {
    // Later habits were picked up later: their history is shorter.
    const startDate = addDays(first, index * Math.min(20, Math.floor(days / 20)));
    data.habits.push({
      key: h.key,
      name: h.name,
      description: null,
      icon: h.icon,
      color: h.color,
      schedule: h.schedule as Schedule,
      targetMinutes: h.targetMinutes,
      reminderTime: h.reminderTime,
      sortOrder: index,
      startDate,
    });
    let doneYesterday = true;
    let weekCount = 0;
    for (const date of eachDay(startDate, today)) {
      const rnd = dayRandom(seed, date, index + 1);
      if (weekdayOf(date) === 1) weekCount = 0;
      if (onVacation(date)) continue;
      if (h.schedule.kind === 'weekdays' && !(h.schedule.days as readonly number[]).includes(weekdayOf(date)))
        continue;
      if (h.schedule.kind === 'timesPerWeek' && weekCount >= h.schedule.count) continue;
      if (date === today && rnd.chance(0.5)) continue; // today is still in progress
      if (rnd.chance(0.015)) {
        data.completions.push({ habitKey: h.key, date, completed: false, skipped: true });
        continue;
      }
      // Streaky: a habit kept yesterday is likelier kept today.
      const p = Math.min(0.97, h.p + (doneYesterday ? 0.1 : -0.15));
      doneYesterday = rnd.chance(p);
      if (doneYesterday) {
        weekCount++;
        data.completions.push({ habitKey: h.key, date, completed: true, skipped: false });
      }
    }
  });

  const doneByDay = new Map<string, number>();
  for (const c of data.completions) if (c.completed) doneByDay.set(c.date, (doneByDay.get(c.date) ?? 0) + 1);

  for (const date of allDays) {
    const rnd = dayRandom(seed, date);
    const dom = Number(date.slice(8, 10));
    if (dom === 1)
      data.transactions.push({
        date,
        type: 'income',
        amount: '4200.00',
        category: 'Salary',
        description: 'Monthly salary',
      });
    if (dom === 3)
      data.transactions.push({
        date,
        type: 'expense',
        amount: '1450.00',
        category: 'Housing',
        description: 'Rent',
      });
    if (dom === 12)
      data.transactions.push({
        date,
        type: 'expense',
        amount: rnd.amount(60, 140),
        category: 'Bills',
        description: 'Electricity and gas',
      });
    if (dom === 18)
      data.transactions.push({
        date,
        type: 'expense',
        amount: '39.99',
        category: 'Bills',
        description: 'Phone and internet',
      });
    if (rnd.chance(0.04))
      data.transactions.push({
        date,
        type: 'income',
        amount: rnd.amount(150, 900),
        category: 'Freelance',
        description: 'Design job',
      });
    const meals = rnd.int(0, 3);
    for (let i = 0; i < meals; i++)
      data.transactions.push({
        date,
        type: 'expense',
        amount: rnd.amount(3, 45),
        category: 'Food',
        description: rnd.pick(FOOD),
      });
    if (rnd.chance(0.3))
      data.transactions.push({
        date,
        type: 'expense',
        amount: rnd.amount(2, 18),
        category: 'Transport',
        description: 'Metro',
      });
    if (rnd.chance(0.08))
      data.transactions.push({
        date,
        type: 'expense',
        amount: rnd.amount(15, 120),
        category: 'Entertainment',
        description: 'Cinema and drinks',
      });
    if (rnd.chance(0.06))
      data.transactions.push({
        date,
        type: 'expense',
        amount: rnd.amount(20, 180),
        category: 'Shopping',
        description: 'Clothes',
      });

    // Mood follows the day's habits, with noise; now and then a day is not logged.
    if (rnd.chance(0.9) && (date !== today || rnd.chance(0.5))) {
      const done = doneByDay.get(date) ?? 0;
      const rating = Math.max(1, Math.min(5, Math.round(2.4 + done * 0.45 + (rnd.next() - 0.5) * 2)));
      const pool = rating >= 3 ? EMOTIONS_GOOD : EMOTIONS_BAD;
      data.moods.push({
        date,
        rating,
        emotions: rnd.chance(0.7)
          ? [rnd.pick(pool), rnd.pick(pool)].filter((e, i, a) => a.indexOf(e) === i)
          : [],
        note: rnd.chance(0.15)
          ? rating >= 4
            ? 'Good energy today.'
            : rating <= 2
              ? 'Slept badly.'
              : 'An ordinary day.'
          : null,
      });
    }

    if (rnd.chance(0.45)) {
      const dueDate = date;
      const age = daysBetween(dueDate, today);
      const status =
        age > 3
          ? rnd.chance(0.88)
            ? 'completed'
            : rnd.chance(0.5)
              ? 'cancelled'
              : 'todo'
          : age >= 0
            ? rnd.chance(0.5)
              ? 'completed'
              : 'todo'
            : 'todo';
      data.tasks.push({
        title: rnd.pick(TASK_TITLES),
        notes: null,
        dueDate,
        dueTime: rnd.chance(0.3) ? `${String(rnd.int(8, 19)).padStart(2, '0')}:00` : null,
        priority: rnd.pick(['low', 'medium', 'medium', 'high', 'urgent'] as const),
        status,
        tags: rnd.chance(0.5) ? [rnd.pick(['home', 'work', 'family', 'health'])] : [],
        completedAt:
          status === 'completed'
            ? new Date(`${addDays(dueDate, rnd.int(0, 1))}T${String(rnd.int(8, 20)).padStart(2, '0')}:15:00Z`)
            : null,
      });
    }
    if (rnd.chance(0.05)) {
      const [title, content] = rnd.pick(NOTE_TOPICS) as [string, string];
      data.notes.push({ title, content, tags: [title.split(' ')[0]!.toLowerCase()], pinned: false, date });
    }
  }
  // A few upcoming tasks.
  for (let i = 1; i <= 6; i++) {
    data.tasks.push({
      title: rnd.pick(TASK_TITLES),
      notes: null,
      dueDate: addDays(today, i * 2),
      dueTime: null,
      priority: 'medium',
      status: 'todo',
      tags: [],
      completedAt: null,
    });
  }
  // A task left open for more than a quarter is dropped, as people clear a backlog: the open list is what is
  // current, so five years of history hold about as many open tasks as one.
  for (const t of data.tasks)
    if (t.status === 'todo' && t.dueDate && daysBetween(t.dueDate, today) > STALE_TASK_DAYS)
      t.status = 'cancelled';
  if (data.notes[0]) data.notes[0].pinned = true;
  // No two tasks or notes a user sees share a title.
  makeTitlesUnique(data.tasks, (t) => t.dueDate ?? today);
  makeTitlesUnique(data.notes, (n) => n.date);
  // Completed tasks are never completed in the future.
  for (const t of data.tasks)
    if (t.completedAt && t.completedAt.toISOString().slice(0, 10) > today)
      t.completedAt = new Date(`${today}T08:00:00Z`);
  // Pomodoros (some on the day's tasks) and workouts, from random streams of their own.
  data.focusSessions = generateFocusSessions(seed, allDays, data.tasks);
  data.workouts = generateWorkouts(seed, allDays);
  data.career = generateCareer(seed, today);
  data.books = generateBooks(seed, today);
  data.wellness = generateWellness(seed, allDays, new Set(data.workouts.map((w) => w.date)));
  data.lessonCompletions = generateLessonCompletions(seed, today, days);
  return data;
}
