import { plain } from './answer-format';
import type { AssistantLanguage } from './intent.types';

/** What the assistant can do, one example a line, as the help and "didn't understand" answers list it. */
const EXAMPLES: Record<AssistantLanguage, readonly string[]> = {
  en: [
    '"How much did I spend this week?" or "spending on food this month"',
    '"Am I over budget?" and "how much did I earn this month?"',
    '"Which habits are done today?" and "what\'s my longest streak?"',
    '"What\'s due today?", "tasks tomorrow", "overdue tasks"',
    '"How was my mood lately?", "focus hours this week", "workouts this month"',
    '"What am I reading?" and "how did I sleep this week?"',
    '"Add task call mom tomorrow" or "remind me to pay rent friday"',
    '"Spent 12.50 on lunch" or "earned 200 freelance"',
    '"Log mood 4" (1 to 5), "note: buy a lamp", "done meditate"',
  ],
  it: [
    '"Quanto ho speso questa settimana?" o "spese per il cibo questo mese"',
    '"Budget rimasto" e "quanto ho guadagnato questo mese?"',
    '"Abitudini di oggi" e "serie più lunga"',
    '"Cosa scade oggi?", "attività di domani", "in ritardo"',
    '"Com\'è stato il mio umore ultimamente?", "ore di concentrazione", "allenamenti questo mese"',
    '"Cosa sto leggendo?" e "come ho dormito questa settimana?"',
    '"Aggiungi attività chiamare la mamma domani" o "ricordami di pagare l\'affitto venerdì"',
    '"Speso 12,50 per pranzo" o "guadagnato 200 freelance"',
    '"Umore 4" (da 1 a 5), "nota: comprare una lampada", "fatto meditazione"',
  ],
};

/** The help answer: what to ask and what to tell, in the language given. */
export function helpText(language: AssistantLanguage): string {
  const intro =
    language === 'en'
      ? 'Here is what I can do. Ask about your data or tell me what to add:'
      : 'Ecco cosa so fare. Chiedimi dei tuoi dati o dimmi cosa aggiungere:';
  return [intro, '', ...EXAMPLES[language].map((line) => `- ${line}`)].join('\n');
}

/** The chat's opening message (SPEC.md: the chat starts with a greeting), by first name when there is one. */
export function greetingText(firstName: string, language: AssistantLanguage): string {
  const name = plain(firstName.trim());
  if (language === 'it') {
    const hello = name === '' ? 'Ciao!' : `Ciao ${name}!`;
    return `${hello} Sono il tuo assistente. Chiedimi delle tue spese, abitudini, attività, umore e altro, oppure dimmi cosa aggiungere. Scrivi "aiuto" per qualche esempio.`;
  }
  const hello = name === '' ? 'Hi!' : `Hi ${name}!`;
  return `${hello} I'm your assistant. Ask me about your spending, habits, tasks, mood and more, or tell me what to add. Type "help" for examples.`;
}
