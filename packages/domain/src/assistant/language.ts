import type { AssistantLanguage } from './intent.types';

/**
 * Folded words that only one of the two languages uses in the questions the assistant reads. Words both use
 * ("budget", "focus", "freelance") and the ambiguous "i", "a", "in" are in neither.
 */
const ENGLISH = new Set(
  `how much many what whats which who did do does is am are was were my me the this last past previous week
  weeks month months year years today yesterday tomorrow tonight spend spent spending expenses expense cost costs
  earn earned earning earnings income make made left over habits habit done streak streaks longest best mood
  moods feel feeling felt lately recently due tasks task todo todos overdue deadline deadlines hours minutes
  workouts workout exercise exercised exercising training trained gym run runs reading read books book sleep
  slept sleeping water wellness steps meditation meditated of on for have has been days day show tell give
  money paid pay salary food so far s going current remaining there hi hello hey good morning evening
  afternoon help can you time average`.split(/\s+/u),
);

const ITALIAN = new Set(
  `quanto quanta quanti quante cosa che quali quale come ho hai ha sono e il lo la gli le mio mia miei mie
  questa questo quest scorsa scorso passata passato settimana settimane mese mesi anno anni oggi ieri domani
  stasera speso spese spesa spendere uscite pagato guadagnato guadagni guadagno entrate entrata incassato
  rimasto rimasta rimanente rimangono resta sforato superato abitudini abitudine serie piu lunga lunghe
  striscia umore ultimamente sentito sentita sento scade scadono scadenza scadenze scaduto scaduti scadute
  attivita compiti compito ritardo ore minuti concentrazione allenamenti allenamento allenato allenata
  esercizio esercizi palestra sto leggendo libri libro lettura dormito dormire sonno acqua benessere passi
  meditazione per di del della dei delle mi ultimi giorni giorno fatto nel nella negli sul sulla ciao salve
  buongiorno buonasera aiuto sai puoi fare stato stata andato andata cibo soldi stipendio mediamente`.split(
    /\s+/u,
  ),
);

/** The language most of the words belong to; the user's locale on a tie (or when none is either's). */
export function languageOfWords(words: readonly string[], locale: AssistantLanguage): AssistantLanguage {
  let score = 0;
  for (const word of words) {
    if (ENGLISH.has(word)) score -= 1;
    if (ITALIAN.has(word)) score += 1;
  }
  return score > 0 ? 'it' : score < 0 ? 'en' : locale;
}
