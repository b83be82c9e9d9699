import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from '../money';
import type { AssistantLanguage, AssistantPeriod, Intent } from './intent.types';
import { parseMessage } from './intents';
import { foldText } from './message-text';

/** Property tests walk many scripts (ICU loads their data lazily): room for a loaded machine. */
const PROPERTY_TIMEOUT = 30_000;

const read = (message: string, locale: AssistantLanguage = 'en') => parseMessage(message, { locale });

/** Rows of [message, intent, language]. */
type Row = readonly [string, Intent, AssistantLanguage];

function table(rows: readonly Row[]) {
  it.each(rows)('%s', (message, intent, language) => {
    // The other locale must not change what a language-specific message reads as.
    const other: AssistantLanguage = language === 'en' ? 'it' : 'en';
    expect(read(message, other)).toEqual({ intent, language });
  });
}

describe('parseMessage: money questions', () => {
  table([
    ['how much did I spend this week', { kind: 'spending', period: 'week', category: null }, 'en'],
    ['How much did I spend this week?', { kind: 'spending', period: 'week', category: null }, 'en'],
    ['  HOW   much did i SPEND   this week ?! ', { kind: 'spending', period: 'week', category: null }, 'en'],
    ['please, how much did I spend this week', { kind: 'spending', period: 'week', category: null }, 'en'],
    [
      'how much did I spend on food this month',
      { kind: 'spending', period: 'month', category: 'Food' },
      'en',
    ],
    ['food spending last week', { kind: 'spending', period: 'lastWeek', category: 'Food' }, 'en'],
    ['how much did I spend on groceries', { kind: 'spending', period: 'month', category: 'Food' }, 'en'],
    [
      'how much did I spend on transport this year',
      { kind: 'spending', period: 'year', category: 'Transport' },
      'en',
    ],
    [
      'what did I spend on taxis... taxi yesterday',
      { kind: 'spending', period: 'yesterday', category: 'Transport' },
      'en',
    ],
    [
      'how much did I spend on plants this month',
      { kind: 'spending', period: 'month', category: 'Plants' },
      'en',
    ],
    ['how much did I spend on average this week', { kind: 'spending', period: 'week', category: null }, 'en'],
    ['spending last month', { kind: 'spending', period: 'lastMonth', category: null }, 'en'],
    ['what did I spend today', { kind: 'spending', period: 'today', category: null }, 'en'],
    ['my expenses', { kind: 'spending', period: 'month', category: null }, 'en'],
    ['what did I buy this week', { kind: 'spending', period: 'week', category: null }, 'en'],
    ['spending per category this month', { kind: 'spending', period: 'month', category: null }, 'en'],
    ['how much have I spent in the last 7 days', { kind: 'spending', period: 'week', category: null }, 'en'],
    ['quanto ho speso questa settimana', { kind: 'spending', period: 'week', category: null }, 'it'],
    [
      'quanto ho speso per il cibo questo mese',
      { kind: 'spending', period: 'month', category: 'Food' },
      'it',
    ],
    ['quanto ho speso per gli alimentari', { kind: 'spending', period: 'month', category: 'Food' }, 'it'],
    [
      'spese per trasporti il mese scorso',
      { kind: 'spending', period: 'lastMonth', category: 'Transport' },
      'it',
    ],
    ['quanto ho speso per la spesa ieri', { kind: 'spending', period: 'yesterday', category: 'Food' }, 'it'],
    ['spese di oggi', { kind: 'spending', period: 'today', category: null }, 'it'],
    ["quanto ho speso quest'anno in bollette", { kind: 'spending', period: 'year', category: 'Bills' }, 'it'],
    ['quanto ho speso la settimana scorsa', { kind: 'spending', period: 'lastWeek', category: null }, 'it'],
    ['how much did I earn this month', { kind: 'income', period: 'month' }, 'en'],
    ['income this year', { kind: 'income', period: 'year' }, 'en'],
    ['how much money did I make last month', { kind: 'income', period: 'lastMonth' }, 'en'],
    ['earnings', { kind: 'income', period: 'month' }, 'en'],
    ['quanto ho guadagnato questo mese', { kind: 'income', period: 'month' }, 'it'],
    ['entrate della settimana scorsa', { kind: 'income', period: 'lastWeek' }, 'it'],
    ['how much budget is left', { kind: 'budget' }, 'en'],
    ['am I over budget?', { kind: 'budget' }, 'en'],
    ['budget rimasto', { kind: 'budget' }, 'it'],
    ['ho sforato il budget?', { kind: 'budget' }, 'it'],
  ]);
});

describe('parseMessage: other questions', () => {
  table([
    ['which habits are done today', { kind: 'habitsToday' }, 'en'],
    ['habits today', { kind: 'habitsToday' }, 'en'],
    ['abitudini di oggi', { kind: 'habitsToday' }, 'it'],
    ['quali abitudini ho fatto oggi?', { kind: 'habitsToday' }, 'it'],
    ["what's my longest streak", { kind: 'streaks' }, 'en'],
    ['streaks', { kind: 'streaks' }, 'en'],
    ['serie più lunga', { kind: 'streaks' }, 'it'],
    ['serie piu lunga', { kind: 'streaks' }, 'it'],
    ['how was my mood lately', { kind: 'mood', days: 7 }, 'en'],
    ['mood this month', { kind: 'mood', days: 30 }, 'en'],
    ['how have I been feeling today', { kind: 'mood', days: 1 }, 'en'],
    ['mood in the last 14 days', { kind: 'mood', days: 14 }, 'en'],
    ['mood 10 days', { kind: 'mood', days: 10 }, 'en'],
    ['come è stato il mio umore ultimamente', { kind: 'mood', days: 7 }, 'it'],
    ["com'è stato il mio umore questo mese", { kind: 'mood', days: 30 }, 'it'],
    ["what's due today", { kind: 'tasksDue', when: 'today' }, 'en'],
    ['tasks', { kind: 'tasksDue', when: 'today' }, 'en'],
    ['tasks tomorrow', { kind: 'tasksDue', when: 'tomorrow' }, 'en'],
    ["what's due this week", { kind: 'tasksDue', when: 'week' }, 'en'],
    ['upcoming tasks', { kind: 'tasksDue', when: 'week' }, 'en'],
    ['overdue tasks', { kind: 'tasksDue', when: 'overdue' }, 'en'],
    ['cosa scade oggi', { kind: 'tasksDue', when: 'today' }, 'it'],
    ['cosa devo fare domani', { kind: 'tasksDue', when: 'tomorrow' }, 'it'],
    ['what do I have to do today', { kind: 'tasksDue', when: 'today' }, 'en'],
    ['attività di domani', { kind: 'tasksDue', when: 'tomorrow' }, 'it'],
    ['attivita di domani', { kind: 'tasksDue', when: 'tomorrow' }, 'it'],
    ['cosa scade questa settimana', { kind: 'tasksDue', when: 'week' }, 'it'],
    ['in ritardo', { kind: 'tasksDue', when: 'overdue' }, 'it'],
    ['attività scadute', { kind: 'tasksDue', when: 'overdue' }, 'it'],
    ['how many focus hours this week', { kind: 'focus', period: 'week' }, 'en'],
    ['focus today', { kind: 'focus', period: 'today' }, 'en'],
    ['ore di concentrazione questa settimana', { kind: 'focus', period: 'week' }, 'it'],
    ['how many workouts this month', { kind: 'workouts', period: 'month' }, 'en'],
    ['how much did I exercise this week', { kind: 'workouts', period: 'week' }, 'en'],
    ['workouts', { kind: 'workouts', period: 'week' }, 'en'],
    ['did I work out last week?', { kind: 'workouts', period: 'lastWeek' }, 'en'],
    ['allenamenti questo mese', { kind: 'workouts', period: 'month' }, 'it'],
    ['quante volte mi sono allenato la settimana scorsa', { kind: 'workouts', period: 'lastWeek' }, 'it'],
    ['what am I reading', { kind: 'books' }, 'en'],
    ['books', { kind: 'books' }, 'en'],
    ['cosa sto leggendo', { kind: 'books' }, 'it'],
    ['libri', { kind: 'books' }, 'it'],
    ['how did I sleep this week', { kind: 'wellness', days: 7 }, 'en'],
    ['wellness this month', { kind: 'wellness', days: 30 }, 'en'],
    ['how much water today', { kind: 'wellness', days: 1 }, 'en'],
    ['come ho dormito', { kind: 'wellness', days: 7 }, 'it'],
    ['how late did I sleep this week', { kind: 'wellness', days: 7 }, 'en'],
    ['late tasks', { kind: 'tasksDue', when: 'overdue' }, 'en'],
    ['benessere questo mese', { kind: 'wellness', days: 30 }, 'it'],
  ]);

  it('answers "wellness" alone, with no language-specific word, in the locale', () => {
    expect(read('wellness', 'en')).toEqual({ intent: { kind: 'wellness', days: 7 }, language: 'en' });
    expect(read('budget', 'it')).toEqual({ intent: { kind: 'budget' }, language: 'it' });
    expect(read('focus', 'it')).toEqual({ intent: { kind: 'focus', period: 'week' }, language: 'it' });
  });
});

describe('parseMessage: commands', () => {
  const task = (text: string): Intent => ({ kind: 'addTask', text });
  const expense = (amount: string, description: string | null, category: string | null): Intent => ({
    kind: 'addTransaction',
    type: 'expense',
    amount,
    description,
    category,
  });
  const income = (amount: string, description: string | null, category: string | null): Intent => ({
    kind: 'addTransaction',
    type: 'income',
    amount,
    description,
    category,
  });
  table([
    ['add task call mom tomorrow', task('call mom tomorrow'), 'en'],
    [
      'Add task: Call Mom tomorrow at 5pm !high #family',
      task('Call Mom tomorrow at 5pm !high #family'),
      'en',
    ],
    ['new task pay rent friday', task('pay rent friday'), 'en'],
    ['please add a task water the plants', task('water the plants'), 'en'],
    ['remind me to buy milk tomorrow', task('buy milk tomorrow'), 'en'],
    ['todo: renew passport #admin', task('renew passport #admin'), 'en'],
    ['aggiungi attività chiamare Marco lunedì', task('chiamare Marco lunedì'), 'it'],
    ['aggiungi attivita comprare il pane', task('comprare il pane'), 'it'],
    ['aggiungi un’attività: chiamare Anna', task('chiamare Anna'), 'it'],
    ['nuova attività: pagare la bolletta !alta', task('pagare la bolletta !alta'), 'it'],
    ['ricordami di comprare il latte domani', task('comprare il latte domani'), 'it'],
    ['per favore ricordami di chiamare Anna', task('chiamare Anna'), 'it'],
    ['spent 12.50 on lunch', expense('12.50', 'lunch', 'Food'), 'en'],
    ['spent €12,50 for groceries', expense('12.50', 'groceries', 'Food'), 'en'],
    ['I spent $8 on coffee', expense('8', 'coffee', 'Food'), 'en'],
    ['paid 30 for taxi', expense('30', 'taxi', 'Transport'), 'en'],
    ['spent 20 on transport', expense('20', 'transport', 'Transport'), 'en'],
    ['spent 45 on a new lamp', expense('45', 'new lamp', null), 'en'],
    ['speso 20 euro per la cena', expense('20', 'cena', 'Food'), 'it'],
    ["ho speso 1.250,50 per l'affitto", expense('1250.50', 'affitto', 'Housing'), 'it'],
    ['spent 12 on 2 coffees', expense('12', '2 coffees', null), 'en'],
    ['bought 2 coffees for 7.50', expense('7.50', '2 coffees', null), 'en'],
    ['ho comprato 2 libri per 30 euro', expense('30', '2 libri', 'Education'), 'it'],
    ['spent 15', expense('15', null, null), 'en'],
    ['earned 200 freelance', income('200', 'freelance', 'Freelance'), 'en'],
    ['got paid 2000 salary', income('2000', 'salary', 'Salary'), 'en'],
    ['income 200', income('200', null, null), 'en'],
    ['+2000 salary', income('2000', 'salary', 'Salary'), 'en'],
    ['earned 1.500,00 salary', income('1500.00', 'salary', 'Salary'), 'en'],
    ['guadagnato 1,500.50 freelance', income('1500.50', 'freelance', 'Freelance'), 'it'],
    ['speso 12,50 per pranzo', expense('12.50', 'pranzo', 'Food'), 'it'],
    ['ho speso 1.250,50 per affitto', expense('1250.50', 'affitto', 'Housing'), 'it'],
    ['pagato 30 taxi', expense('30', 'taxi', 'Transport'), 'it'],
    ['guadagnato 200 freelance', income('200', 'freelance', 'Freelance'), 'it'],
    ['entrata 200', income('200', null, null), 'it'],
    ['+1500 stipendio', income('1500', 'stipendio', 'Salary'), 'it'],
    ['log mood 4', { kind: 'logMood', rating: 4, note: null }, 'en'],
    ['mood 3 tired', { kind: 'logMood', rating: 3, note: 'tired' }, 'en'],
    ['my mood is 5', { kind: 'logMood', rating: 5, note: null }, 'en'],
    ['mood: 2/5 - rough day', { kind: 'logMood', rating: 2, note: 'rough day' }, 'en'],
    ['umore 4', { kind: 'logMood', rating: 4, note: null }, 'it'],
    ['il mio umore è 1 stanco', { kind: 'logMood', rating: 1, note: 'stanco' }, 'it'],
    ['note: buy a lamp', { kind: 'addNote', content: 'buy a lamp' }, 'en'],
    [
      'add note Call the bank about the card',
      { kind: 'addNote', content: 'Call the bank about the card' },
      'en',
    ],
    ['nota: comprare una lampada', { kind: 'addNote', content: 'comprare una lampada' }, 'it'],
    ['aggiungi nota idee per il weekend', { kind: 'addNote', content: 'idee per il weekend' }, 'it'],
    ['done meditate', { kind: 'completeHabit', name: 'meditate' }, 'en'],
    ['completed reading', { kind: 'completeHabit', name: 'reading' }, 'en'],
    ['did yoga', { kind: 'completeHabit', name: 'yoga' }, 'en'],
    ['I did the Yoga today!', { kind: 'completeHabit', name: 'Yoga' }, 'en'],
    ['mark Drink water as done', { kind: 'completeHabit', name: 'Drink water' }, 'en'],
    ['fatto meditazione', { kind: 'completeHabit', name: 'meditazione' }, 'it'],
    ['ho fatto yoga', { kind: 'completeHabit', name: 'yoga' }, 'it'],
    ['I’ve done my Reading', { kind: 'completeHabit', name: 'Reading' }, 'en'],
    ['ho fatto l’allenamento', { kind: 'completeHabit', name: 'allenamento' }, 'it'],
    ['ho fatto la meditazione oggi', { kind: 'completeHabit', name: 'meditazione' }, 'it'],
    ['Meditate done!', { kind: 'completeHabit', name: 'Meditate' }, 'en'],
    ['meditazione fatta', { kind: 'completeHabit', name: 'meditazione' }, 'it'],
    ['la corsa fatta.', { kind: 'completeHabit', name: 'corsa' }, 'it'],
  ]);

  it('reads "… done" as a question when it asks about habits or tasks', () => {
    expect(read('which habits are done').intent).toEqual({ kind: 'habitsToday' });
    expect(read('habits done').intent).toEqual({ kind: 'habitsToday' });
    expect(read('abitudini fatte').intent).toEqual({ kind: 'habitsToday' });
    expect(read('tasks done').intent).toEqual({ kind: 'tasksDue', when: 'today' });
    expect(read('all done!').intent).toEqual({ kind: 'unknown' });
    expect(read('tutto fatto').intent).toEqual({ kind: 'unknown' });
  });

  it('needs a verb before an amount: "lunch 12.50" alone is not a command', () => {
    expect(read('lunch 12.50').intent).toEqual({ kind: 'unknown' });
  });

  it('reads a spending verb without an amount as a question', () => {
    expect(read('spent today').intent).toEqual({ kind: 'spending', period: 'today', category: null });
    expect(read('spent in the last 7 days').intent).toEqual({
      kind: 'spending',
      period: 'week',
      category: null,
    });
    expect(read('did I spend much?').intent).toEqual({ kind: 'spending', period: 'month', category: null });
  });

  it('refuses a mood outside 1–5 as not understood, instead of asking about mood', () => {
    for (const message of ['log mood 9', 'mood 0', 'mood 3.5', 'umore 6', 'log mood', 'registra umore']) {
      expect(read(message).intent, message).toEqual({ kind: 'unknown' });
    }
  });

  it('refuses a command with nothing after it as not understood', () => {
    for (const message of ['add task', 'remind me to', 'note:', 'done']) {
      expect(read(message).intent, message).toEqual({ kind: 'unknown' });
    }
  });

  it('reads an amount the money schema refuses as a refused command, with the schema reason', () => {
    expect(read('spent 12.555 on lunch').intent).toEqual({ kind: 'refused', reason: 'money.amountDecimals' });
    expect(read('spent 0 on x').intent).toEqual({ kind: 'refused', reason: 'money.amountPositive' });
    expect(read('speso 0 per pranzo')).toEqual({
      intent: { kind: 'refused', reason: 'money.amountPositive' },
      language: 'it',
    });
  });

  it('refuses a minus after a verb of money rather than logging its opposite', () => {
    const refused = { kind: 'refused', reason: 'money.signedAmount' };
    for (const message of [
      'spent -5 on coffee  ',
      'I spent -$5 on coffee',
      'paid - 5 for lunch',
      'earned -20',
    ])
      expect(read(message).intent, message).toEqual(refused);
    expect(read('speso -5 per il caffè')).toEqual({ intent: refused, language: 'it' });
    // A range's dash is no sign.
    expect(read('spent 12 on 2-3 coffees').intent).toMatchObject({ kind: 'addTransaction', amount: '12' });
  });

  it('keeps the income category only when it fits income, and the expense one when it fits expenses', () => {
    expect(read('spent 50 on salary').intent).toMatchObject({ type: 'expense', category: null });
    expect(read('earned 50 lunch').intent).toMatchObject({ type: 'income', category: null });
    expect(read('received 50 gift').intent).toMatchObject({ type: 'income', category: 'Gifts' });
  });
});

describe('parseMessage: greetings, help and the rest', () => {
  table([
    ['hi', { kind: 'greeting' }, 'en'],
    ['Hello!', { kind: 'greeting' }, 'en'],
    ['hey there', { kind: 'greeting' }, 'en'],
    ['good morning', { kind: 'greeting' }, 'en'],
    ['ciao', { kind: 'greeting' }, 'it'],
    ['Buongiorno!', { kind: 'greeting' }, 'it'],
    ['buonasera', { kind: 'greeting' }, 'it'],
    ['ehi ciao!', { kind: 'greeting' }, 'it'],
    ['hi, good morning', { kind: 'greeting' }, 'en'],
    ['help', { kind: 'help' }, 'en'],
    ['what can you do?', { kind: 'help' }, 'en'],
    ['aiuto', { kind: 'help' }, 'it'],
    ['cosa sai fare', { kind: 'help' }, 'it'],
    ['Che cosa puoi fare?', { kind: 'help' }, 'it'],
    ['how do I add a task?', { kind: 'help' }, 'en'],
    ['come faccio ad aggiungere una spesa?', { kind: 'help' }, 'it'],
  ]);

  it("reads the request after a greeting, in the greeting's language when nothing else tells", () => {
    expect(read('ciao, budget', 'en')).toEqual({ intent: { kind: 'budget' }, language: 'it' });
    expect(read('hello! budget', 'it')).toEqual({ intent: { kind: 'budget' }, language: 'en' });
    expect(read("hi, what's due today?")).toEqual({
      intent: { kind: 'tasksDue', when: 'today' },
      language: 'en',
    });
    expect(read('ciao, quanto ho speso ieri?')).toEqual({
      intent: { kind: 'spending', period: 'yesterday', category: null },
      language: 'it',
    });
  });

  it('answers anything else as unknown, in the locale when no word is either language', () => {
    expect(read('blah blah', 'en')).toEqual({ intent: { kind: 'unknown' }, language: 'en' });
    expect(read('blah blah', 'it')).toEqual({ intent: { kind: 'unknown' }, language: 'it' });
    expect(read('???', 'it')).toEqual({ intent: { kind: 'unknown' }, language: 'it' });
    expect(read('perché', 'en')).toEqual({ intent: { kind: 'unknown' }, language: 'en' });
    expect(read('', 'it')).toEqual({ intent: { kind: 'unknown' }, language: 'it' });
  });
});

describe('parseMessage: properties', () => {
  /** An amount with 1–2 decimals: the whole part, the decimals, the mark and a currency symbol around it. */
  const amount = fc.record({
    whole: fc.integer({ min: 0, max: 999_999 }),
    decimals: fc.constantFrom(1, 2),
    fraction: fc.integer({ min: 0, max: 99 }),
    mark: fc.constantFrom('.', ','),
    symbol: fc.constantFrom('', '€', '$', '£'),
    after: fc.boolean(),
  });

  it(
    'reads any amount in "spent X on lunch" and "speso X per pranzo" back to the same cents',
    () => {
      fc.assert(
        fc.property(
          amount,
          fc.constantFrom('en', 'it'),
          fc.constantFrom<AssistantLanguage>('en', 'it'),
          (a, language, locale) => {
            const fraction = String(a.decimals === 1 ? a.fraction % 10 : a.fraction).padStart(
              a.decimals,
              '0',
            );
            const cents =
              BigInt(a.whole) * 100n + BigInt(a.decimals === 1 ? Number(fraction) * 10 : Number(fraction));
            fc.pre(cents > 0n);
            const number = `${a.whole}${a.mark}${fraction}`;
            const written = a.after ? `${number}${a.symbol}` : `${a.symbol}${number}`;
            const message = language === 'en' ? `spent ${written} on lunch` : `speso ${written} per pranzo`;
            const parsed = read(message, locale);
            expect(parsed.language).toBe(language);
            expect(parsed.intent).toMatchObject({
              kind: 'addTransaction',
              type: 'expense',
              category: 'Food',
            });
            if (parsed.intent.kind !== 'addTransaction') return;
            expect(toCents(parsed.intent.amount)).toBe(cents);
            expect(parsed.intent.description).toBe(language === 'en' ? 'lunch' : 'pranzo');
          },
        ),
        { numRuns: 500 },
      );
    },
    PROPERTY_TIMEOUT,
  );

  const periods: readonly (readonly [AssistantPeriod, string, string])[] = [
    ['today', 'today', 'oggi'],
    ['yesterday', 'yesterday', 'ieri'],
    ['week', 'this week', 'questa settimana'],
    ['lastWeek', 'last week', 'la settimana scorsa'],
    ['month', 'this month', 'questo mese'],
    ['lastMonth', 'last month', 'il mese scorso'],
    ['year', 'this year', "quest'anno"],
  ];
  const questions = {
    en: [
      'how much did I spend {p}',
      'how much did I earn {p}',
      'focus hours {p}',
      'workouts {p}',
      '{p} spending',
    ],
    it: ['quanto ho speso {p}', 'quanto ho guadagnato {p}', 'ore di concentrazione {p}', 'allenamenti {p}'],
  };

  it(
    'reads every period in every question that takes one, in both languages',
    () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...periods),
          fc.constantFrom<AssistantLanguage>('en', 'it'),
          fc.nat(),
          ([period, en, it], language, pick) => {
            const list = questions[language];
            const template = list[pick % list.length]!;
            const parsed = read(template.replace('{p}', language === 'en' ? en : it), 'en');
            expect(parsed.intent).toHaveProperty('period', period);
            expect(parsed.language).toBe(language);
          },
        ),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'folds text to the same length, so a prefix found in it cuts the typed text',
    () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
          expect(foldText(text)).toHaveLength(text.length);
        }),
      );
      expect(foldText('ATTIVITÀ Perché İ 한')).toBe('attivita perche i 한');
    },
    PROPERTY_TIMEOUT,
  );

  it(
    "keeps a task's and a note's text as typed after the command",
    () => {
      const typed = fc
        .string({ unit: 'grapheme', minLength: 1, maxLength: 60 })
        .map((text) => text.trim())
        .filter((text) => /^[\p{L}\p{N}]/u.test(text) && !/[\s.!?]$/u.test(text));
      const commands = [
        ['add task ', 'addTask', 'text'],
        ['Remind me to ', 'addTask', 'text'],
        ['ricordami di ', 'addTask', 'text'],
        ['note: ', 'addNote', 'content'],
        ['nota: ', 'addNote', 'content'],
      ] as const;
      fc.assert(
        fc.property(typed, fc.constantFrom(...commands), (text, [prefix, kind, field]) => {
          expect(read(`${prefix}${text}`).intent).toEqual({ kind, [field]: text });
        }),
      );
    },
    PROPERTY_TIMEOUT,
  );

  it(
    'never throws, and always answers a known intent kind',
    () => {
      const words = fc.constantFrom(
        'spent',
        'speso',
        '12,50',
        '€',
        'mood',
        'umore',
        '9',
        'add task',
        'note:',
        'done',
        'fatto',
        'hi',
        'ciao',
        'please',
        'per favore',
        'this week',
        'perché',
        '+',
        '-',
        '😀',
        'İ',
        '한국어',
      );
      const text = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.string({ unit: 'grapheme', maxLength: 80 }),
        fc.array(words, { maxLength: 8 }).map((list) => list.join(' ')),
      );
      fc.assert(
        fc.property(text, fc.constantFrom<AssistantLanguage>('en', 'it'), (message, locale) => {
          const parsed = read(message, locale);
          expect(['en', 'it']).toContain(parsed.language);
          expect(typeof parsed.intent.kind).toBe('string');
        }),
        { numRuns: 2000 },
      );
    },
    PROPERTY_TIMEOUT,
  );
});
