import {
  BookOpen,
  Bot,
  Briefcase,
  CalendarCheck,
  Dumbbell,
  Gauge,
  HeartPulse,
  History,
  Lightbulb,
  ListTodo,
  NotebookPen,
  Smile,
  Timer,
  Wallet,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ProductAreaKey } from '@track-grow/domain/areas';

/** Tailwind classes tinting an area's icon tile, light and dark. */
export const tones = {
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

export interface AreaLook {
  icon: LucideIcon;
  /** One of `tones`. */
  tone: string;
}

/**
 * Each product area's icon and colour: the menu, the Hub's "All areas" grid and the timeline's rows show an
 * area the same way everywhere.
 */
export const areaLooks: Record<ProductAreaKey, AreaLook> = {
  habits: { icon: CalendarCheck, tone: tones.green },
  tasks: { icon: ListTodo, tone: tones.blue },
  money: { icon: Wallet, tone: tones.amber },
  fitness: { icon: Dumbbell, tone: tones.rose },
  books: { icon: BookOpen, tone: tones.violet },
  notes: { icon: NotebookPen, tone: tones.orange },
  mood: { icon: Smile, tone: tones.pink },
  focus: { icon: Timer, tone: tones.indigo },
  lessons: { icon: Lightbulb, tone: tones.teal },
  wellness: { icon: HeartPulse, tone: tones.teal },
  career: { icon: Briefcase, tone: tones.slate },
  dashboard: { icon: Gauge, tone: tones.green },
  timeline: { icon: History, tone: tones.slate },
  assistant: { icon: Bot, tone: tones.violet },
  quickCapture: { icon: Zap, tone: tones.amber },
};
