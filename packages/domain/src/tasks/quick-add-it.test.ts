import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays } from '../shared/day';
import { assertKeepsTitleAndFindsDate, type DatePhrase } from './quick-add.testing';
import { parseQuickAdd, type QuickAddOptions } from './quick-add';

// 2026-03-10 is a Tuesday; weeks start on Monday.
const tue: QuickAddOptions = { today: '2026-03-10', weekStart: 1, locale: 'it', dayFirst: true };
const parse = (text: string, options: Partial<QuickAddOptions> = {}) =>
  parseQuickAdd(text, { ...tue, ...options });

describe('parseQuickAdd in Italian: dates', () => {
  it.each([
    ['pagare affitto oggi', 'pagare affitto', '2026-03-10'],
    ['chiamare mamma domani', 'chiamare mamma', '2026-03-11'],
    ['dentista dopodomani', 'dentista', '2026-03-12'],
    ['dentista dopo domani', 'dentista', '2026-03-12'],
    ['pagare affitto venerdì', 'pagare affitto', '2026-03-13'],
    ['pagare affitto venerdi', 'pagare affitto', '2026-03-13'],
    ['venerdì pagare affitto', 'pagare affitto', '2026-03-13'],
    ['riunione lunedì', 'riunione', '2026-03-16'],
    ['riunione lunedi', 'riunione', '2026-03-16'],
    ['riunione martedì', 'riunione', '2026-03-10'], // the coming Tuesday is today
    ['riunione mercoledì', 'riunione', '2026-03-11'],
    ['riunione giovedi', 'riunione', '2026-03-12'],
    ['riunione sabato', 'riunione', '2026-03-14'],
    ['riunione domenica', 'riunione', '2026-03-15'],
    ['riunione questo venerdì', 'riunione', '2026-03-13'],
    ['riunione venerdì prossimo', 'riunione', '2026-03-20'], // the Friday of next week
    ['riunione il prossimo venerdì', 'riunione', '2026-03-20'],
    ['riunione lunedì prossimo', 'riunione', '2026-03-16'],
    ['rinnovare passaporto tra 3 giorni', 'rinnovare passaporto', '2026-03-13'],
    ['rinnovare passaporto fra tre giorni', 'rinnovare passaporto', '2026-03-13'],
    ['rinnovare passaporto tra 2 settimane', 'rinnovare passaporto', '2026-03-24'],
    ['rinnovare passaporto fra una settimana', 'rinnovare passaporto', '2026-03-17'],
    ['rinnovare passaporto tra 2 mesi', 'rinnovare passaporto', '2026-05-10'],
    ['rinnovare passaporto fra un mese', 'rinnovare passaporto', '2026-04-10'],
    ['pianificare viaggio la prossima settimana', 'pianificare viaggio', '2026-03-16'],
    ['pianificare viaggio settimana prossima', 'pianificare viaggio', '2026-03-16'],
    ['tasse il 12 marzo', 'tasse', '2026-03-12'],
    ['tasse 12 marzo', 'tasse', '2026-03-12'],
    ['tasse 12/3', 'tasse', '2026-03-12'],
    ['tasse 3/12', 'tasse', '2026-12-03'], // day first
    ['tasse 12 marzo 2027', 'tasse', '2027-03-12'],
    ["tasse l'8 marzo", 'tasse', '2027-03-08'], // already past this year: next year
    ['tasse 2026-04-01', 'tasse', '2026-04-01'],
    ['rapporto entro fine mese', 'rapporto', '2026-03-31'],
    ['revisione, venerdì', 'revisione', '2026-03-13'],
    ['domani: preparare slide', 'preparare slide', '2026-03-11'],
  ])('%s → "%s" due %s', (text, title, dueDate) => {
    expect(parse(text)).toMatchObject({ title, dueDate, dueTime: null });
  });

  it('takes the connector with the date: entro, per, il, di, alle', () => {
    expect(parse('pagare bolletta entro venerdì')).toMatchObject({
      title: 'pagare bolletta',
      dueDate: '2026-03-13',
    });
    expect(parse('consegna per domani')).toMatchObject({ title: 'consegna', dueDate: '2026-03-11' });
    expect(parse('consegna per il 12 marzo')).toMatchObject({ title: 'consegna', dueDate: '2026-03-12' });
    expect(parse('consegna entro il 12 marzo')).toMatchObject({ title: 'consegna', dueDate: '2026-03-12' });
    expect(parse('preparare la riunione di lunedì')).toMatchObject({
      title: 'preparare la riunione',
      dueDate: '2026-03-16',
    });
    expect(parse('chiamare Luca alle 9')).toMatchObject({
      title: 'chiamare Luca',
      dueDate: '2026-03-10',
      dueTime: '09:00',
    });
  });

  it('reads times with the date, and a time alone as today', () => {
    expect(parse('chiamare mamma domani alle 18')).toMatchObject({
      title: 'chiamare mamma',
      dueDate: '2026-03-11',
      dueTime: '18:00',
    });
    expect(parse('chiamare mamma alle 18:30')).toMatchObject({
      title: 'chiamare mamma',
      dueDate: '2026-03-10',
      dueTime: '18:30',
    });
    expect(parse('palestra ore 7')).toMatchObject({
      title: 'palestra',
      dueDate: '2026-03-10',
      dueTime: '07:00',
    });
    expect(parse('palestra domani ore 7')).toMatchObject({
      title: 'palestra',
      dueDate: '2026-03-11',
      dueTime: '07:00',
    });
    expect(parse('palestra venerdì alle ore 18:15')).toMatchObject({
      title: 'palestra',
      dueDate: '2026-03-13',
      dueTime: '18:15',
    });
    expect(parse('chiamare mamma alle 9 di sera')).toMatchObject({
      title: 'chiamare mamma',
      dueDate: '2026-03-10',
      dueTime: '21:00',
    });
    expect(parse('riunione venerdì alle 9')).toMatchObject({
      title: 'riunione',
      dueDate: '2026-03-13',
      dueTime: '09:00',
    });
    expect(parse('chiamare domani alle 9 e mezza')).toMatchObject({
      title: 'chiamare',
      dueDate: '2026-03-11',
      dueTime: '09:30',
    });
    expect(parse('cena alle 20.30')).toMatchObject({
      title: 'cena',
      dueDate: '2026-03-10',
      dueTime: '20:30',
    });
    expect(parse('pranzo a mezzogiorno')).toMatchObject({
      title: 'pranzo',
      dueDate: '2026-03-10',
      dueTime: '12:00',
    });
    // "lunedì 16" is Monday the 16th, not 16:00.
    expect(parse('riunione lunedì 16')).toMatchObject({
      title: 'riunione',
      dueDate: '2026-03-16',
      dueTime: null,
    });
  });

  it('reads "stasera" (and "<day> sera") as 19:00 unless a time is given', () => {
    expect(parse('cena stasera')).toMatchObject({ title: 'cena', dueDate: '2026-03-10', dueTime: '19:00' });
    expect(parse('cena domani sera')).toMatchObject({
      title: 'cena',
      dueDate: '2026-03-11',
      dueTime: '19:00',
    });
    expect(parse('bucato stamattina')).toMatchObject({
      title: 'bucato',
      dueDate: '2026-03-10',
      dueTime: null,
    });
    expect(parse('cena stasera alle 21')).toMatchObject({
      title: 'cena',
      dueDate: '2026-03-10',
      dueTime: '21:00',
    });
  });

  it('counts "tra 2 ore" on the user’s own clock', () => {
    expect(parse('richiamare tra 2 ore', { now: '09:15' })).toMatchObject({
      title: 'richiamare',
      dueDate: '2026-03-10',
      dueTime: '11:15',
    });
    expect(parse("richiamare tra un'ora", { now: '23:30' })).toMatchObject({
      dueDate: '2026-03-11',
      dueTime: '00:30',
    });
    expect(parse('richiamare fra 30 minuti', { now: '10:00' })).toMatchObject({
      dueDate: '2026-03-10',
      dueTime: '10:30',
    });
  });

  it('"la prossima settimana" and "<giorno> prossimo" follow the week start', () => {
    const sunday = { today: '2026-03-15' };
    expect(parse('riunione lunedì prossimo', { ...sunday, weekStart: 1 }).dueDate).toBe('2026-03-16');
    expect(parse('riunione lunedì prossimo', { ...sunday, weekStart: 0 }).dueDate).toBe('2026-03-23');
    expect(parse('viaggio la prossima settimana', { weekStart: 0 }).dueDate).toBe('2026-03-15');
  });

  it('never reads the past as a due date', () => {
    for (const text of [
      'appunti di venerdì scorso',
      'riprendere quanto detto ieri',
      'rispondere alla mail di 3 giorni fa',
      'rivedere la settimana scorsa',
      "sistemare quanto fatto l'altro ieri",
    ]) {
      expect(parse(text)).toMatchObject({ title: text, dueDate: null, dueTime: null });
    }
  });

  it('does not take ordinary words for dates', () => {
    for (const text of [
      'vacanza di 3 giorni',
      'prendere un secondo piatto',
      'per ora niente',
      'sei ore di lavoro',
      'pagare 2 ore di parcheggio',
      'crociera sul Mar Rosso',
      'chiamare Gio',
      'chiamare Domenica',
      'prendere le tue chiavi',
      'leggere il capitolo 4',
      'marzo pazzerello',
    ]) {
      expect(parse(text)).toMatchObject({ title: text, dueDate: null, dueTime: null });
    }
    // …but an abbreviation is a day when the sentence says so.
    expect(parse('Domenica pranzo dai nonni')).toMatchObject({
      title: 'pranzo dai nonni',
      dueDate: '2026-03-15',
    });
    expect(parse('consegna entro mar')).toMatchObject({ title: 'consegna', dueDate: '2026-03-10' });
  });

  it('still understands English dates when the text has no Italian one', () => {
    expect(parse('call mom tomorrow 9am')).toMatchObject({
      title: 'call mom',
      dueDate: '2026-03-11',
      dueTime: '09:00',
    });
    expect(parse('pay rent friday !high')).toMatchObject({
      title: 'pay rent',
      dueDate: '2026-03-13',
      priority: 'high',
    });
  });

  it('is the profile’s language that chooses: English profiles keep Italian words in the title', () => {
    for (const locale of ['en', undefined, null] as const) {
      expect(parse('pagare affitto venerdì !alta', { locale })).toMatchObject({
        title: 'pagare affitto venerdì !alta',
        dueDate: null,
        priority: null,
      });
      expect(parse('cena ogni lunedì', { locale })).toMatchObject({
        title: 'cena ogni lunedì',
        recurrence: null,
      });
    }
  });
});

describe('parseQuickAdd in Italian: priority and repetition', () => {
  it.each([
    ['spedire !urgente', 'urgent'],
    ['spedire !alta', 'high'],
    ['spedire !media', 'medium'],
    ['spedire !bassa', 'low'],
    ['spedire !ALTA', 'high'],
    ['!1 spedire', 'urgent'],
    ['spedire !4', 'low'],
    ['spedire !high', 'high'],
    ['spedire !bassa !urgente', 'urgent'],
  ] as const)('%s → %s', (text, priority) => {
    expect(parse(text)).toMatchObject({ title: 'spedire', priority });
  });

  it('pairs "pagare affitto venerdì !alta #casa" as a whole', () => {
    expect(parse('pagare affitto venerdì !alta #casa')).toEqual({
      title: 'pagare affitto',
      dueDate: '2026-03-13',
      dueTime: null,
      priority: 'high',
      tags: ['casa'],
      recurrence: null,
    });
  });

  it('reads "ogni giorno|settimana|mese|<giorno>" as a repetition with a first due date', () => {
    expect(parse('annaffiare piante ogni giorno')).toMatchObject({
      title: 'annaffiare piante',
      recurrence: 'daily',
      dueDate: '2026-03-10',
    });
    expect(parse('annaffiare piante tutti i giorni')).toMatchObject({
      title: 'annaffiare piante',
      recurrence: 'daily',
    });
    expect(parse('rivedere bilancio ogni settimana')).toMatchObject({
      title: 'rivedere bilancio',
      recurrence: 'weekly',
      dueDate: '2026-03-10',
    });
    expect(parse('pagare affitto ogni mese')).toMatchObject({
      title: 'pagare affitto',
      recurrence: 'monthly',
      dueDate: '2026-03-10',
    });
    expect(parse('allenamento ogni venerdi')).toMatchObject({
      title: 'allenamento',
      recurrence: 'weekly',
      dueDate: '2026-03-13',
    });
    expect(parse('riunione ogni lunedì alle 10')).toMatchObject({
      title: 'riunione',
      recurrence: 'weekly',
      dueDate: '2026-03-16',
      dueTime: '10:00',
    });
    expect(parse('pagare affitto ogni mese dal 1 aprile')).toMatchObject({
      recurrence: 'monthly',
      dueDate: '2026-04-01',
    });
    expect(parse('water plants every day')).toMatchObject({ title: 'water plants', recurrence: 'daily' });
  });
});

describe('parseQuickAdd in Italian: reference date', () => {
  const originalTz = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalTz;
  });

  it('counts from the given today, never from the machine’s clock or zone', () => {
    const samples = [
      'affitto venerdì',
      'chiamare domani alle 9',
      'lunedì prossimo',
      'tra 3 giorni',
      'il 12 marzo',
      'ore 17',
      'settimana prossima',
      'fine mese',
    ];
    const options = { today: '2026-03-08', weekStart: 0, locale: 'it' } as const;
    process.env.TZ = 'UTC';
    const expected = samples.map((s) => parseQuickAdd(s, options));
    expect(expected.map((r) => r.dueDate)).toEqual([
      '2026-03-13',
      '2026-03-09',
      '2026-03-16',
      '2026-03-11',
      '2026-03-12',
      '2026-03-08',
      '2026-03-15',
      '2026-03-31',
    ]);
    for (const zone of ['America/Los_Angeles', 'Pacific/Auckland', 'Pacific/Kiritimati', 'Asia/Kathmandu']) {
      process.env.TZ = zone;
      expect(
        samples.map((s) => parseQuickAdd(s, options)),
        zone,
      ).toEqual(expected);
    }
  });
});

describe('parseQuickAdd in Italian: properties', () => {
  const words = [
    'pagare',
    'affitto',
    'chiamare',
    'mamma',
    'comprare',
    'latte',
    'spesa',
    'dentista',
    'palestra',
    'bucato',
    'riparare',
    'bici',
    'annaffiare',
    'piante',
    'rivedere',
    'bilancio',
    'email',
    'rapporto',
    'cena',
    'nonna',
  ];
  const datePhrases: DatePhrase[] = [
    ['domani', '2026-03-11', null],
    ['venerdì', '2026-03-13', null],
    ['entro venerdì', '2026-03-13', null],
    ['per lunedì', '2026-03-16', null],
    ['venerdì prossimo', '2026-03-20', null],
    ['tra 3 giorni', '2026-03-13', null],
    ['il 12 marzo', '2026-03-12', null],
    ['domani alle 9', '2026-03-11', '09:00'],
    ['dopodomani', '2026-03-12', null],
    ['alle 17', '2026-03-10', '17:00'],
    ['stasera', '2026-03-10', '19:00'],
  ];
  const extras = ['!alta', '!bassa', '!urgente', '!2', '#casa', '#lavoro'];

  it('keeps every non-date word, in order, and finds the one date wherever it stands', () => {
    assertKeepsTitleAndFindsDate((text) => parse(text), words, datePhrases, extras);
  });

  it('"tra|fra N giorni" is today + N, whatever the title', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('tra', 'fra'),
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (titleWords, n, lead, day) => {
          const today = day.toISOString().slice(0, 10);
          const result = parse(`${titleWords.join(' ')} ${lead} ${n} giorni`, { today });
          expect(result).toMatchObject({
            title: titleWords.join(' '),
            dueDate: addDays(today, n),
            dueTime: null,
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
