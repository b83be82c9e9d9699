import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber } from '../shared';
import { duration, relativeDay } from './answer-format';
import { answerText, greetingText, helpText } from './answers';
import type { AnswerContext, AssistantLanguage, AssistantResult } from './intent.types';
import { assistantPeriods } from './intent.types';
import { parseMessage } from './intents';

/** Property tests format many locales' numbers and dates: room for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

const today = '2026-03-12';
const en: AnswerContext = { language: 'en', currency: 'USD', today };
const it_: AnswerContext = { language: 'it', currency: 'EUR', today };
const both = (result: AssistantResult) => [answerText(result, en), answerText(result, it_)] as const;

describe('answer formatting', () => {
  it('writes days relative to today, else a short date (with the year when it is another)', () => {
    expect(relativeDay(today, en)).toBe('today');
    expect(relativeDay('2026-03-13', en)).toBe('tomorrow');
    expect(relativeDay('2026-03-11', it_)).toBe('ieri');
    expect(relativeDay('2026-03-14', en)).toBe('Mar 14');
    expect(relativeDay('2026-03-14', it_)).toBe('14 mar');
    expect(relativeDay('2025-12-30', en)).toBe('Dec 30, 2025');
    expect(relativeDay('not a day', en)).toBe('not a day');
  });

  it('writes minutes as hours and minutes', () => {
    expect(duration(0)).toBe('0 min');
    expect(duration(45)).toBe('45 min');
    expect(duration(120)).toBe('2 h');
    expect(duration(150)).toBe('2 h 30 min');
    expect(duration(-5)).toBe('0 min');
  });
});

describe('answerText: money', () => {
  it('answers spending with the total, the count and the top categories', () => {
    const [english, italian] = both({
      kind: 'spending',
      period: 'week',
      category: null,
      total: '1234.50',
      count: 12,
      topCategories: [
        { category: 'Food', total: '300' },
        { category: 'Plants', total: '20.5' },
      ],
    });
    expect(english).toBe(
      'You spent **$1,234.50** this week (12 expenses).\n\nTop categories:\n- Food: $300.00\n- Plants: $20.50',
    );
    expect(italian).toBe(
      'Hai speso **1234,50\u00a0€** questa settimana (12 spese).\n\nCategorie principali:\n- Cibo: 300,00\u00a0€\n- Plants: 20,50\u00a0€',
    );
  });

  it('answers spending in one category, and none', () => {
    const one = {
      kind: 'spending',
      period: 'lastMonth',
      category: 'Food',
      topCategories: [],
    } satisfies Partial<Extract<AssistantResult, { kind: 'spending' }>>;
    expect(answerText({ ...one, total: '12.5', count: 1 }, en)).toBe(
      'You spent **$12.50** on Food last month (1 expense).',
    );
    expect(answerText({ ...one, total: '0', count: 0 }, en)).toBe(
      "You haven't spent anything on Food last month.",
    );
    expect(answerText({ ...one, total: '0', count: 0 }, it_)).toBe(
      'Non hai speso nulla in Cibo il mese scorso.',
    );
    expect(answerText({ ...one, category: null, total: '0', count: 0 }, en)).toBe(
      "You haven't spent anything last month.",
    );
  });

  it('answers income, and none', () => {
    const income = { kind: 'income', period: 'year', total: '2000', count: 2 } as const;
    expect(both(income)).toEqual([
      'You earned **$2,000.00** this year (2 payments).',
      "Hai guadagnato **2000,00\u00a0€** quest'anno (2 entrate).",
    ]);
    expect(both({ ...income, total: '0', count: 0 })).toEqual([
      'No income recorded this year.',
      "Nessuna entrata registrata quest'anno.",
    ]);
  });

  it('answers the budget left or over, and its absence', () => {
    const [english, italian] = both({
      kind: 'budget',
      week: { spent: '120', limit: '100' },
      month: { spent: '300', limit: null },
    });
    expect(english).toBe(
      "You're over budget:\n- This week: **$20.00 over** ($120.00 spent of $100.00)\n- This month: no budget set ($300.00 spent)",
    );
    expect(italian).toBe(
      'Hai superato il budget:\n- Questa settimana: **20,00\u00a0€ oltre il budget** (120,00\u00a0€ spesi su 100,00\u00a0€)\n- Questo mese: nessun budget impostato (300,00\u00a0€ spesi)',
    );
    expect(
      answerText(
        { kind: 'budget', week: { spent: '20', limit: '100' }, month: { spent: '0', limit: '500' } },
        en,
      ),
    ).toBe(
      "You're within budget:\n- This week: **$80.00 left** ($20.00 spent of $100.00)\n- This month: **$500.00 left** ($0.00 spent of $500.00)",
    );
    expect(
      both({ kind: 'budget', week: { spent: '5', limit: null }, month: { spent: '50', limit: null } }),
    ).toEqual([
      "You haven't set a budget yet. So far you've spent **$5.00** this week and **$50.00** this month.",
      'Non hai ancora impostato un budget. Finora hai speso **5,00\u00a0€** questa settimana e **50,00\u00a0€** questo mese.',
    ]);
  });

  it('falls back to dollars on an unknown currency instead of failing', () => {
    const result = { kind: 'income', period: 'month', total: '5', count: 1 } as const;
    expect(answerText(result, { ...en, currency: 'NOPE' })).toBe(
      'You earned **$5.00** this month (1 payment).',
    );
  });
});

describe('answerText: habits, mood, tasks', () => {
  it('answers habits done today, all done, and none', () => {
    const [english, italian] = both({ kind: 'habitsToday', done: ['Meditate'], remaining: ['Read', 'Run'] });
    expect(english).toBe('**1 of 3** habits done today.\n\nDone:\n- Meditate\n\nStill to do:\n- Read\n- Run');
    expect(italian).toBe('**1 su 3** abitudini fatte oggi.\n\nFatte:\n- Meditate\n\nDa fare:\n- Read\n- Run');
    expect(both({ kind: 'habitsToday', done: ['A', 'B'], remaining: [] })).toEqual([
      'All **2** habits are done today. Well done!',
      'Tutte le **2** abitudini sono fatte oggi. Ottimo!',
    ]);
    expect(both({ kind: 'habitsToday', done: [], remaining: [] })).toEqual([
      "You don't have any habits for today.",
      'Non hai abitudini per oggi.',
    ]);
  });

  it('lists streaks longest first, at most 5', () => {
    const habits = ['A', 'B', 'C', 'D', 'E', 'F'].map((name, i) => ({
      name,
      current: i,
      longest: i * 2 + 1,
    }));
    const [english, italian] = both({ kind: 'streaks', habits });
    expect(english.split('\n')).toEqual([
      'Your longest streak is **F** with **11 days**.',
      '',
      '- F: longest 11 days, current 5 days',
      '- E: longest 9 days, current 4 days',
      '- D: longest 7 days, current 3 days',
      '- C: longest 5 days, current 2 days',
      '- B: longest 3 days, current 1 day',
    ]);
    expect(italian).toContain('La tua serie più lunga è **F** con **11 giorni**.');
    expect(italian).toContain('- B: record 3 giorni, attuale 1 giorno');
    expect(both({ kind: 'streaks', habits: [{ name: 'A', current: 0, longest: 0 }] })).toEqual([
      'No streaks yet. Complete a habit to start one.',
      "Nessuna serie ancora. Completa un'abitudine per iniziarne una.",
    ]);
  });

  it('answers the mood with its trend, and its absence', () => {
    const mood = { kind: 'mood', days: 7, average: 3.8, count: 5, previousAverage: 3.2 } as const;
    expect(both(mood)).toEqual([
      "Your average mood in the last 7 days is **3.8/5** (5 entries). That's up from 3.2 the 7 days before.",
      'Il tuo umore medio negli ultimi 7 giorni è **3,8/5** (5 voci). In aumento rispetto a 3,2 (7 giorni precedenti).',
    ]);
    expect(answerText({ ...mood, previousAverage: 4.5 }, en)).toContain(
      "That's down from 4.5 the 7 days before.",
    );
    expect(answerText({ ...mood, previousAverage: 4.5 }, it_)).toContain('In calo rispetto a 4,5');
    expect(answerText({ ...mood, previousAverage: 3.8 }, en)).toContain(
      'About the same as the 7 days before (3.8).',
    );
    expect(answerText({ ...mood, previousAverage: null }, en)).toBe(
      'Your average mood in the last 7 days is **3.8/5** (5 entries).',
    );
    expect(both({ ...mood, days: 30, average: null, count: 0, previousAverage: null })).toEqual([
      "You haven't logged any mood in the last 30 days.",
      "Non hai registrato l'umore negli ultimi 30 giorni.",
    ]);
    expect(answerText({ ...mood, days: 1, average: null, count: 0 }, en)).toBe(
      "You haven't logged any mood today.",
    );
  });

  it('lists at most 5 tasks, with their days and times, and how many more', () => {
    const tasks = Array.from({ length: 5 }, (_, i) => ({
      title: `Task ${i + 1}`,
      dueDate: addDays(today, i - 1),
      dueTime: i === 1 ? '09:30' : null,
    }));
    const [english, italian] = both({ kind: 'tasksDue', when: 'week', tasks, total: 8 });
    expect(english.split('\n')).toEqual([
      'You have **8 tasks** due this week:',
      '- Task 1 (yesterday)',
      '- Task 2 (today, 09:30)',
      '- Task 3 (tomorrow)',
      '- Task 4 (Mar 14)',
      '- Task 5 (Mar 15)',
      '- and 3 more',
    ]);
    expect(italian.split('\n')[0]).toBe('Hai **8 attività** in scadenza questa settimana:');
    expect(italian).toContain('- Task 4 (14 mar)');
    expect(italian).toContain('- e altre 3');
    const one = { title: 'Call mom', dueDate: today, dueTime: '10:00' };
    expect(answerText({ kind: 'tasksDue', when: 'today', tasks: [one], total: 1 }, en)).toBe(
      'You have **1 task** due today:\n- Call mom (10:00)',
    );
    const late = { title: 'Taxes', dueDate: '2026-03-01', dueTime: null };
    expect(answerText({ kind: 'tasksDue', when: 'today', tasks: [late, one], total: 2 }, it_)).toBe(
      'Hai **2 attività** in scadenza oggi:\n- Taxes (1 mar)\n- Call mom (10:00)',
    );
  });

  it("names the overdue tasks with today's, and never says nothing is due while some are overdue", () => {
    const late = [
      { title: 'Taxes', dueDate: '2026-03-01', dueTime: null },
      { title: 'Call bank', dueDate: addDays(today, -1), dueTime: null },
    ];
    const [english, italian] = both({
      kind: 'tasksDue',
      when: 'today',
      tasks: [],
      total: 0,
      overdue: { tasks: late, total: 3 },
    });
    expect(english.split('\n')).toEqual([
      'Nothing due today, but you have **3 tasks** overdue:',
      '- Taxes (Mar 1)',
      '- Call bank (yesterday)',
      '- and 1 more',
    ]);
    expect(italian.split('\n')[0]).toBe('Niente in scadenza oggi, ma hai **3 attività** in ritardo:');
    const one = { title: 'Call mom', dueDate: today, dueTime: '10:00' };
    expect(
      answerText(
        { kind: 'tasksDue', when: 'today', tasks: [one], total: 1, overdue: { tasks: [late[0]!], total: 1 } },
        en,
      ),
    ).toBe('You have **1 task** due today:\n- Call mom (10:00)\n\nAnd **1 task** overdue:\n- Taxes (Mar 1)');
  });

  it('answers no tasks due for each span', () => {
    const none = (when: 'today' | 'tomorrow' | 'week' | 'overdue') =>
      both({ kind: 'tasksDue', when, tasks: [], total: 0 });
    expect(none('today')).toEqual(['Nothing due today.', 'Niente in scadenza oggi.']);
    expect(none('tomorrow')).toEqual(['Nothing due tomorrow.', 'Niente in scadenza domani.']);
    expect(none('week')).toEqual(['Nothing due this week.', 'Niente in scadenza questa settimana.']);
    expect(none('overdue')).toEqual(['No overdue tasks. Nice!', 'Nessuna attività in ritardo. Ottimo!']);
  });
});

describe('answerText: focus, workouts, books, wellness', () => {
  it('answers focus time in hours and minutes, and none', () => {
    expect(both({ kind: 'focus', period: 'week', minutes: 150, sessions: 6 })).toEqual([
      'You focused for **2 h 30 min** this week (6 sessions).',
      'Tempo di concentrazione questa settimana: **2 h 30 min** (6 sessioni).',
    ]);
    expect(both({ kind: 'focus', period: 'today', minutes: 0, sessions: 0 })).toEqual([
      'No focus sessions today.',
      'Nessuna sessione di concentrazione oggi.',
    ]);
  });

  it('answers workouts, and none', () => {
    expect(both({ kind: 'workouts', period: 'month', count: 4, minutes: 200 })).toEqual([
      'You did **4 workouts** this month, 3 h 20 min in total.',
      'Hai fatto **4 allenamenti** questo mese, 3 h 20 min in tutto.',
    ]);
    expect(answerText({ kind: 'workouts', period: 'week', count: 1, minutes: 0 }, en)).toBe(
      'You did **1 workout** this week.',
    );
    expect(both({ kind: 'workouts', period: 'lastWeek', count: 0, minutes: 0 })).toEqual([
      'No workouts logged last week.',
      'Nessun allenamento registrato la settimana scorsa.',
    ]);
  });

  it('answers the books being read and finished, and none', () => {
    const reading = [
      { title: 'Dune', author: 'Frank Herbert', percent: 45 },
      { title: 'Notes', author: null, percent: null },
    ];
    expect(both({ kind: 'books', reading, finishedThisYear: 3 })).toEqual([
      "You're reading:\n- **Dune** by Frank Herbert (45%)\n- **Notes**\n\nFinished this year: **3**.",
      "Stai leggendo:\n- **Dune** di Frank Herbert (45%)\n- **Notes**\n\nFiniti quest'anno: **3**.",
    ]);
    expect(both({ kind: 'books', reading: [], finishedThisYear: 0 })).toEqual([
      "You're not reading anything right now. Finished this year: **0**.",
      "Al momento non stai leggendo nulla. Finiti quest'anno: **0**.",
    ]);
  });

  it('answers wellness averages, only the measures logged, and none', () => {
    const wellness = {
      kind: 'wellness',
      days: 7,
      sleepHours: 7.25,
      waterGlasses: 6.5,
      meditationMinutes: 12,
      steps: 8450.4,
      daysLogged: 5,
    } as const;
    expect(both(wellness)).toEqual([
      'In the last 7 days, on average (5 days logged):\n- Sleep: **7.3 h** a night\n- Water: **6.5** glasses a day\n- Meditation: **12 min** a day\n- Steps: **8,450** a day',
      'Negli ultimi 7 giorni, in media (5 giorni registrati):\n- Sonno: **7,3 h** a notte\n- Acqua: **6,5** bicchieri al giorno\n- Meditazione: **12 min** al giorno\n- Passi: **8450** al giorno',
    ]);
    expect(answerText({ ...wellness, waterGlasses: null, meditationMinutes: null, steps: null }, en)).toBe(
      'In the last 7 days, on average (5 days logged):\n- Sleep: **7.3 h** a night',
    );
    expect(both({ ...wellness, days: 30, daysLogged: 0 })).toEqual([
      "You haven't logged any wellness data in the last 30 days.",
      'Non hai registrato dati di benessere negli ultimi 30 giorni.',
    ]);
  });
});

describe('answerText: commands', () => {
  it('confirms a task with its due day and time', () => {
    expect(both({ kind: 'taskAdded', title: 'Call mom', dueDate: '2026-03-13', dueTime: '10:00' })).toEqual([
      'Added the task **Call mom**, due tomorrow at 10:00.',
      "Ho aggiunto l'attività **Call mom**, per domani alle 10:00.",
    ]);
    expect(both({ kind: 'taskAdded', title: 'Call mom', dueDate: null, dueTime: null })).toEqual([
      'Added the task **Call mom**.',
      "Ho aggiunto l'attività **Call mom**.",
    ]);
  });

  it('confirms a transaction with its amount, category, description and day', () => {
    const expense = {
      kind: 'transactionAdded',
      type: 'expense',
      amount: '12.50',
      category: 'Food',
      description: 'lunch',
      date: today,
    } as const;
    expect(both(expense)).toEqual([
      'Logged an expense of **$12.50** in Food — lunch, today.',
      'Ho registrato una spesa di **12,50\u00a0€** in Cibo — lunch, oggi.',
    ]);
    expect(
      both({ ...expense, type: 'income', amount: '2000', category: 'Salary', description: null }),
    ).toEqual([
      'Logged income of **$2,000.00** in Salary, today.',
      "Ho registrato un'entrata di **2000,00\u00a0€** in Stipendio, oggi.",
    ]);
  });

  it('confirms a mood, a note and a habit', () => {
    expect(both({ kind: 'moodLogged', rating: 4, date: today })).toEqual([
      'Mood **4/5** logged for today.',
      'Umore **4/5** registrato per oggi.',
    ]);
    expect(both({ kind: 'noteAdded', title: 'Buy a lamp' })).toEqual([
      'Saved the note **Buy a lamp**.',
      'Ho salvato la nota **Buy a lamp**.',
    ]);
    expect(both({ kind: 'habitCompleted', name: 'Meditate', alreadyDone: false })).toEqual([
      'Nice work! **Meditate** is done for today.',
      'Ottimo! **Meditate** è fatta per oggi.',
    ]);
    expect(both({ kind: 'habitCompleted', name: 'Meditate', alreadyDone: true })).toEqual([
      '**Meditate** was already done today.',
      '**Meditate** era già fatta oggi.',
    ]);
  });

  it('lists the habits it knows when none matched', () => {
    expect(both({ kind: 'habitNotFound', name: 'yoga', names: ['Meditate', 'Read'] })).toEqual([
      "I couldn't find a habit called **yoga**.\nYour habits:\n- Meditate\n- Read",
      "Non ho trovato un'abitudine chiamata **yoga**.\nLe tue abitudini:\n- Meditate\n- Read",
    ]);
    expect(both({ kind: 'habitNotFound', name: 'yoga', names: [] })).toEqual([
      "I couldn't find a habit called **yoga**. You don't have any habits yet.",
      "Non ho trovato un'abitudine chiamata **yoga**. Non hai ancora abitudini.",
    ]);
  });

  it('greets by first name, or without one', () => {
    expect(answerText({ kind: 'greeting', firstName: 'Anna' }, en)).toBe(greetingText('Anna', 'en'));
    expect(answerText({ kind: 'greeting', firstName: 'Anna' }, it_)).toBe(greetingText('Anna', 'it'));
    expect(greetingText('Anna', 'en')).toMatch(/^Hi Anna! I'm your assistant\./u);
    expect(greetingText('Anna', 'it')).toMatch(/^Ciao Anna! Sono il tuo assistente\./u);
    expect(greetingText('  ', 'en')).toMatch(/^Hi! /u);
    expect(greetingText('', 'it')).toMatch(/^Ciao! /u);
  });

  it('answers help and unknown with the list of what it can do', () => {
    for (const language of ['en', 'it'] as const) {
      const context = language === 'en' ? en : it_;
      expect(answerText({ kind: 'help' }, context)).toBe(helpText(language));
      expect(
        helpText(language)
          .split('\n')
          .filter((l) => l.startsWith('- ')),
      ).toHaveLength(9);
    }
    expect(answerText({ kind: 'unknown' }, en)).toBe(`I didn't understand that.\n\n${helpText('en')}`);
    expect(answerText({ kind: 'unknown' }, it_)).toBe(`Non ho capito.\n\n${helpText('it')}`);
  });

  it('understands every example the help lists', () => {
    for (const language of ['en', 'it'] as const) {
      const examples = helpText(language)
        .split('\n')
        .flatMap((line) => [...line.matchAll(/"([^"]+)"/gu)].map((m) => m[1]!));
      expect(examples.length).toBeGreaterThan(15);
      for (const example of examples) {
        const parsed = parseMessage(example, { locale: language === 'en' ? 'it' : 'en' });
        expect(parsed.intent.kind, example).not.toBe('unknown');
        expect(parsed.language, example).toBe(language);
      }
    }
  });

  it("shows the user's words as text, never as markdown or HTML", () => {
    const answer = answerText(
      { kind: 'noteAdded', title: '<img src=x onerror=alert(1)> *bold* [link](x)' },
      en,
    );
    expect(answer).not.toMatch(/(?<!\\)</u);
    expect(answer).toBe('Saved the note **\\<img src=x onerror=alert(1)\\> \\*bold\\* \\[link\\](x)**.');
    expect(greetingText('<b>Ann</b>', 'en')).toMatch(/^Hi \\<b\\>Ann\\<\/b\\>!/u);
  });
});

describe('answerText: properties', () => {
  const text = fc.string({ maxLength: 40 });
  const cents = fc.bigInt({ min: 0n, max: 10n ** 12n });
  const amount = cents.map((c) => `${c / 100n}.${String(c % 100n).padStart(2, '0')}`);
  const day = fc.integer({ min: 0, max: 2_932_896 }).map(fromDayNumber);
  const count = fc.nat({ max: 100_000 });
  const period = fc.constantFrom(...assistantPeriods);
  const rating = fc.option(fc.double({ min: 1, max: 5, noNaN: true }), { nil: null });
  const measure = fc.option(fc.double({ min: 0, max: 100_000, noNaN: true }), { nil: null });
  const names = fc.array(text, { maxLength: 10 });
  const task = fc.record({
    title: text,
    dueDate: fc.option(day, { nil: null }),
    dueTime: fc.option(text, { nil: null }),
  });
  const spent = fc.record({ spent: amount, limit: fc.option(amount, { nil: null }) });

  const result: fc.Arbitrary<AssistantResult> = fc.oneof(
    fc.record({
      kind: fc.constant('spending' as const),
      period,
      category: fc.option(text, { nil: null }),
      total: amount,
      count,
      topCategories: fc.array(fc.record({ category: text, total: amount }), { maxLength: 3 }),
    }),
    fc.record({ kind: fc.constant('income' as const), period, total: amount, count }),
    fc.record({ kind: fc.constant('budget' as const), week: spent, month: spent }),
    fc.record({ kind: fc.constant('habitsToday' as const), done: names, remaining: names }),
    fc.record({
      kind: fc.constant('streaks' as const),
      habits: fc.array(fc.record({ name: text, current: count, longest: count }), { maxLength: 10 }),
    }),
    fc.record({
      kind: fc.constant('mood' as const),
      days: fc.integer({ min: 1, max: 366 }),
      average: rating,
      count,
      previousAverage: rating,
    }),
    fc.record({
      kind: fc.constant('tasksDue' as const),
      when: fc.constantFrom('today' as const, 'tomorrow' as const, 'week' as const, 'overdue' as const),
      tasks: fc.array(task, { maxLength: 8 }),
      total: count,
    }),
    fc.record({ kind: fc.constant('focus' as const), period, minutes: count, sessions: count }),
    fc.record({ kind: fc.constant('workouts' as const), period, count, minutes: count }),
    fc.record({
      kind: fc.constant('books' as const),
      reading: fc.array(
        fc.record({
          title: text,
          author: fc.option(text, { nil: null }),
          percent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        }),
        { maxLength: 8 },
      ),
      finishedThisYear: count,
    }),
    fc.record({
      kind: fc.constant('wellness' as const),
      days: fc.integer({ min: 1, max: 366 }),
      sleepHours: measure,
      waterGlasses: measure,
      meditationMinutes: measure,
      steps: measure,
      daysLogged: count,
    }),
    fc.record({
      kind: fc.constant('taskAdded' as const),
      title: text,
      dueDate: fc.option(day, { nil: null }),
      dueTime: fc.option(text, { nil: null }),
    }),
    fc.record({
      kind: fc.constant('transactionAdded' as const),
      type: fc.constantFrom('expense' as const, 'income' as const),
      amount,
      category: text,
      description: fc.option(text, { nil: null }),
      date: day,
    }),
    fc.record({
      kind: fc.constant('moodLogged' as const),
      rating: fc.integer({ min: 1, max: 5 }),
      date: day,
    }),
    fc.record({ kind: fc.constant('noteAdded' as const), title: text }),
    fc.record({ kind: fc.constant('habitCompleted' as const), name: text, alreadyDone: fc.boolean() }),
    fc.record({
      kind: fc.constant('habitNotFound' as const),
      name: text,
      names: fc.array(text, { maxLength: 8 }),
    }),
    fc.record({ kind: fc.constant('greeting' as const), firstName: text }),
    fc.constant({ kind: 'help' as const }),
    fc.constant({ kind: 'unknown' as const }),
  );

  it(
    'never throws on any valid result, and always says something',
    () => {
      const context = fc.record({
        language: fc.constantFrom<AssistantLanguage>('en', 'it'),
        currency: fc.constantFrom('USD', 'EUR', 'GBP', 'JPY', 'CHF', 'XYZ', 'not a code', ''),
        today: day,
      });
      fc.assert(
        fc.property(result, context, (r, c) => {
          const answer = answerText(r, c);
          expect(answer.trim()).not.toBe('');
        }),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
