import {
  Activity,
  Banknote,
  BookOpen,
  Brain,
  CircleCheck,
  Dumbbell,
  Flame,
  Gauge,
  Heart,
  Landmark,
  ListTodo,
  PiggyBank,
  Smile,
  SmilePlus,
  Timer,
  TrendingUp,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import type { WidgetColour, WidgetIcon } from '@track-grow/domain/dashboard';

/** The domain names each tile's lucide icon; the components are picked here. */
export const widgetIconComponents: Record<WidgetIcon, LucideIcon> = {
  Activity,
  Banknote,
  BookOpen,
  Brain,
  CircleCheck,
  Dumbbell,
  Flame,
  Gauge,
  Heart,
  Landmark,
  ListTodo,
  PiggyBank,
  Smile,
  SmilePlus,
  Timer,
  TrendingUp,
  Wallet,
};

/** Each colour key's icon badge; whole class names so Tailwind finds them. */
export const widgetColourClasses: Record<WidgetColour, string> = {
  green: 'bg-green-500/15 text-green-700 dark:text-green-300',
  orange: 'bg-orange-500/15 text-orange-700 dark:text-orange-300',
  blue: 'bg-blue-500/15 text-blue-700 dark:text-blue-300',
  violet: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  emerald: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  rose: 'bg-rose-500/15 text-rose-700 dark:text-rose-300',
  amber: 'bg-amber-500/15 text-amber-700 dark:text-amber-300',
  sky: 'bg-sky-500/15 text-sky-700 dark:text-sky-300',
  indigo: 'bg-indigo-500/15 text-indigo-700 dark:text-indigo-300',
};
