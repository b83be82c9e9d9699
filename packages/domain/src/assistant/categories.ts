import { defaultCategories, guessCategory } from '../money';
import type { AssistantLanguage } from './intent.types';

type DefaultCategory = (typeof defaultCategories)[number];

/** The default categories as the Italian screens call them (apps/web money locale). */
const ITALIAN_LABELS: Record<DefaultCategory, string> = {
  Food: 'Cibo',
  Transport: 'Trasporti',
  Housing: 'Casa',
  Bills: 'Bollette',
  Health: 'Salute',
  Shopping: 'Acquisti',
  Entertainment: 'Svago',
  Education: 'Istruzione',
  Travel: 'Viaggi',
  Salary: 'Stipendio',
  Freelance: 'Freelance',
  Gifts: 'Regali',
  Other: 'Altro',
};

/** Folded words that name a default category, beyond its English name and the money area's own guesses. */
const CATEGORY_NAMES: Record<DefaultCategory, readonly string[]> = {
  Food: ['cibo', 'cibi', 'alimentari', 'alimentazione', 'mangiare', 'meals', 'eating', 'drinks'],
  Transport: ['transportation', 'trasporti', 'trasporto', 'car', 'auto', 'macchina'],
  Housing: ['house', 'home', 'casa', 'alloggio', 'abitazione'],
  Bills: ['bill', 'utilities', 'utenze'],
  Health: ['salute', 'sanita', 'medical'],
  Shopping: ['acquisti', 'compere'],
  Entertainment: ['fun', 'svago', 'intrattenimento', 'divertimento'],
  Education: ['istruzione', 'formazione', 'studio', 'school', 'scuola'],
  Travel: ['trips', 'trip', 'viaggi', 'vacanza', 'vacanze', 'holiday', 'holidays', 'vacation'],
  Salary: ['stipendio', 'salario'],
  Freelance: ['autonomo', 'freelancing'],
  Gifts: ['gift', 'regali', 'regalo'],
  Other: ['altro', 'varie', 'misc', 'miscellaneous'],
};

const byWord = new Map<string, DefaultCategory>();
for (const category of defaultCategories) {
  byWord.set(category.toLowerCase(), category);
  for (const word of CATEGORY_NAMES[category]) byWord.set(word, category);
}

/** The default category one folded word names ("cibo" → Food, "groceries" → Food), else null. */
export function categoryOfWord(word: string): string | null {
  return byWord.get(word) ?? guessCategory([word]);
}

/** The first default category any of the folded words names. */
export function categoryOfWords(words: readonly string[]): string | null {
  for (const word of words) {
    const category = categoryOfWord(word);
    if (category !== null) return category;
  }
  return null;
}

/** Categories only money coming in has (the money area's own rule for guesses); Gifts fits either way. */
export const isIncomeCategory = (category: string): boolean =>
  category === 'Salary' || category === 'Freelance';

/** A category as the answer's language names it: the Italian label of a default one, the user's own as is. */
export function categoryLabel(category: string, language: AssistantLanguage): string {
  if (language === 'en') return category;
  // Own keys only: a category named "valueOf" is the user's own, not a property of the table.
  return Object.hasOwn(ITALIAN_LABELS, category) ? ITALIAN_LABELS[category as DefaultCategory] : category;
}
