import { Frown, Meh, Smile, type LucideIcon } from 'lucide-react';
import type { MoodFace } from '@track-grow/domain/mood';
import { ratingTone, type Rating } from '../../components/ui/rating-faces.tsx';

/** SPEC.md 9's three faces of an average: happy (≥ 4), neutral (≥ 3), sad. */
export const faceIcon: Record<MoodFace, LucideIcon> = { happy: Smile, neutral: Meh, sad: Frown };

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
