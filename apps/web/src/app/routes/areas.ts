import {
  BellRing,
  BookOpen,
  Bot,
  Briefcase,
  CalendarCheck,
  CircleMinus,
  CirclePlus,
  Dumbbell,
  Gauge,
  HeartPulse,
  History,
  House,
  Lightbulb,
  ListTodo,
  NotebookPen,
  Smile,
  Timer,
  UserRound,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { productAreas, type ProductAreaKey } from '@track-grow/domain/areas';

export interface AreaLink {
  /** i18n: areas.<key>.title and areas.<key>.summary; also the key of its page in pages.ts. */
  key: AreaKey;
  href: string;
  icon: LucideIcon;
  tone: string;
  /** false while the area's page is only its "Coming soon" placeholder: the menu and the Hub say so. */
  built: boolean;
}

/** The pages of the menu and the Hub: the product's areas (packages/domain's `productAreas`), and these. */
const otherPages = {
  home: { route: '/', built: true },
  profile: { route: '/profile', built: true },
  /** Focus's page of notification sounds: there when Focus is. */
  soundPreview: { route: '/sound-preview', built: productAreas.focus.built },
} as const;

export type AreaKey = ProductAreaKey | keyof typeof otherPages;
const pageOf = (key: AreaKey) =>
  key in otherPages ? otherPages[key as keyof typeof otherPages] : productAreas[key as ProductAreaKey];

/**
 * Which areas have their screen, from the domain's registry: building an area flips its flag there, and the
 * menu, the Hub's grid and the tests of the onboarding tour's wording follow.
 */
export const builtAreas = Object.fromEntries(
  [...Object.keys(productAreas), ...Object.keys(otherPages)].map((key) => [
    key,
    pageOf(key as AreaKey).built,
  ]),
) as Record<AreaKey, boolean>;

const tone = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  blue: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  amber: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  rose: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
  violet: 'bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300',
  teal: 'bg-teal-100 text-teal-800 dark:bg-teal-500/15 dark:text-teal-300',
  orange: 'bg-orange-100 text-orange-800 dark:bg-orange-500/15 dark:text-orange-300',
  slate: 'bg-slate-200 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200',
  indigo: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300',
  pink: 'bg-pink-100 text-pink-800 dark:bg-pink-500/15 dark:text-pink-300',
} as const;

const link = (key: AreaKey, icon: LucideIcon, tint: string): AreaLink => ({
  key,
  href: pageOf(key).route,
  icon,
  tone: tint,
  built: pageOf(key).built,
});

/** SPEC.md 2: the areas of the right-side menu, in its order. */
export const menuAreas: readonly AreaLink[] = [
  link('habits', CalendarCheck, tone.green),
  link('tasks', ListTodo, tone.blue),
  link('money', Wallet, tone.amber),
  link('fitness', Dumbbell, tone.rose),
  link('books', BookOpen, tone.violet),
  link('notes', NotebookPen, tone.orange),
  link('mood', Smile, tone.pink),
  link('focus', Timer, tone.indigo),
  link('lessons', Lightbulb, tone.teal),
];

/** Every page of the app, for the Hub's "All areas" grid. */
export const allAreas: readonly AreaLink[] = [
  link('home', House, tone.green),
  ...menuAreas,
  link('wellness', HeartPulse, tone.teal),
  link('career', Briefcase, tone.slate),
  link('dashboard', Gauge, tone.green),
  link('timeline', History, tone.slate),
  link('assistant', Bot, tone.violet),
  link('quickCapture', Zap, tone.amber),
  link('soundPreview', BellRing, tone.indigo),
  link('profile', UserRound, tone.slate),
];

export interface QuickAddLink {
  /** i18n: hub.quickAdd.<key>. */
  key: string;
  /** The area's page with its create intent (lib/use-create-intent.ts), which opens the create form. */
  href: string;
  icon: LucideIcon;
  tone: string;
}

const create = (
  key: string,
  area: ProductAreaKey,
  intent: string | null,
  icon: LucideIcon,
  tint: string,
) => ({
  key,
  href: intent ? `${pageOf(area).route}?new=${intent}` : pageOf(area).route,
  icon,
  tone: tint,
});

/**
 * DESIGN.md 1: the Hub's "Quick add" row, one tap to each area's create form (the Add button leads there).
 * Focus has no form: its page is where a session starts, and nothing starts by itself.
 */
export const quickAddLinks: readonly QuickAddLink[] = [
  create('habit', 'habits', '1', CalendarCheck, tone.green),
  create('task', 'tasks', '1', ListTodo, tone.blue),
  create('expense', 'money', 'expense', CircleMinus, tone.amber),
  create('income', 'money', 'income', CirclePlus, tone.amber),
  create('mood', 'mood', '1', Smile, tone.pink),
  create('note', 'notes', '1', NotebookPen, tone.orange),
  create('workout', 'fitness', '1', Dumbbell, tone.rose),
  create('focus', 'focus', null, Timer, tone.indigo),
  create('book', 'books', '1', BookOpen, tone.violet),
];
