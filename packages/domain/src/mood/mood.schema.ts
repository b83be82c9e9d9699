import { z } from 'zod';
import { dateString, uuid } from '../shared/primitives';

export const moodEmotions = [
  'happy',
  'calm',
  'grateful',
  'excited',
  'proud',
  'loved',
  'tired',
  'stressed',
  'anxious',
  'sad',
  'angry',
  'bored',
] as const;

export const moodSchema = z.object({
  id: uuid,
  date: dateString,
  rating: z.number().int().min(1).max(5),
  emotions: z.array(z.string()),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type Mood = z.infer<typeof moodSchema>;

const moodFields = {
  date: dateString,
  rating: z.number({ error: 'Pick how you feel' }).int().min(1, 'Pick how you feel').max(5, 'Pick how you feel'),
  emotions: z.array(z.enum(moodEmotions)).max(12).transform((e) => [...new Set(e)]),
  note: z.string().trim().max(1000, 'Keep the note under 1000 characters').nullable(),
};

export const createMoodInput = z.object({
  ...moodFields,
  emotions: moodFields.emotions.default([]),
  note: moodFields.note.optional(),
});
export type CreateMoodInput = z.input<typeof createMoodInput>;

export const updateMoodInput = z
  .object(moodFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
