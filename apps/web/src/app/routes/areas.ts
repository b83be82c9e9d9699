import {
  BellRing,
  BookOpen,
  Bot,
  Briefcase,
  CalendarCheck,
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

export interface AreaLink {
  /** i18n: areas.<key>.title and areas.<key>.summary */
  key: string;
  href: string;
  icon: LucideIcon;
  tone: string;
  /** false while the area's page is only its "Coming soon" placeholder: the menu and the Hub say so. */
  built: boolean;
}

/**
 * Which areas have their screen. Building an area flips its flag here, and the menu, the Hub's grid and the
 * tests of the onboarding tour's wording follow.
 */
export const builtAreas = {
  home: true,
  habits: true,
  tasks: true,
  money: true,
  fitness: false,
  books: false,
  notes: true,
  mood: true,
  focus: false,
  lessons: false,
  wellness: false,
  career: false,
  dashboard: false,
  timeline: false,
  assistant: false,
  quickCapture: false,
  soundPreview: false,
  profile: true,
} as const satisfies Record<string, boolean>;

type AreaKey = keyof typeof builtAreas;

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

const link = (key: AreaKey, href: string, icon: LucideIcon, tint: string): AreaLink => ({
  key,
  href,
  icon,
  tone: tint,
  built: builtAreas[key],
});

/** SPEC.md 2: the areas of the right-side menu, in its order. */
export const menuAreas: readonly AreaLink[] = [
  link('habits', '/habits', CalendarCheck, tone.green),
  link('tasks', '/tasks', ListTodo, tone.blue),
  link('money', '/money', Wallet, tone.amber),
  link('fitness', '/fitness', Dumbbell, tone.rose),
  link('books', '/books', BookOpen, tone.violet),
  link('notes', '/notes', NotebookPen, tone.orange),
  link('mood', '/mood', Smile, tone.pink),
  link('focus', '/focus', Timer, tone.indigo),
  link('lessons', '/lessons', Lightbulb, tone.teal),
];

/** Every page of the app, for the Hub's "All areas" grid. */
export const allAreas: readonly AreaLink[] = [
  link('home', '/', House, tone.green),
  ...menuAreas,
  link('wellness', '/wellness', HeartPulse, tone.teal),
  link('career', '/career', Briefcase, tone.slate),
  link('dashboard', '/dashboard', Gauge, tone.green),
  link('timeline', '/timeline', History, tone.slate),
  link('assistant', '/ai-assistant', Bot, tone.violet),
  link('quickCapture', '/quick-capture', Zap, tone.amber),
  link('soundPreview', '/sound-preview', BellRing, tone.indigo),
  link('profile', '/profile', UserRound, tone.slate),
];
