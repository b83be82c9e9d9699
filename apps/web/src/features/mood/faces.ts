import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import type { MoodFace } from '@track-grow/domain/mood';

export const ratings = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof ratings)[number];

/** A face per rating, from awful (1) to great (5). */
export const ratingIcon: Record<Rating, LucideIcon> = { 1: Frown, 2: Annoyed, 3: Meh, 4: Smile, 5: Laugh };

/** SPEC.md 9's three faces of an average: happy (≥ 4), neutral (≥ 3), sad. */
export const faceIcon: Record<MoodFace, LucideIcon> = { happy: Smile, neutral: Meh, sad: Frown };

/** Soft backgrounds with dark text (light) or tinted text (dark): contrast ≥ 4.5:1 either way. */
export const ratingTone: Record<Rating, string> = {
  1: 'bg-rose-100 text-rose-800 dark:bg-rose-500/20 dark:text-rose-200',
  2: 'bg-orange-100 text-orange-800 dark:bg-orange-500/20 dark:text-orange-200',
  3: 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
  4: 'bg-lime-100 text-lime-800 dark:bg-lime-500/20 dark:text-lime-200',
  5: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
};

/** Solid colours of the year-in-pixels cells and the trend (same hues, full strength). */
export const ratingFill: Record<Rating, string> = {
  1: 'bg-rose-500',
  2: 'bg-orange-400',
  3: 'bg-amber-300',
  4: 'bg-lime-500',
  5: 'bg-emerald-600',
};

export const faceTone: Record<MoodFace, string> = {
  happy: ratingTone[5],
  neutral: ratingTone[3],
  sad: ratingTone[1],
};

/** A daily average (1–5, one decimal) to the rating whose colour shows it. */
export const ratingOf = (average: number): Rating => Math.min(5, Math.max(1, Math.round(average))) as Rating;
