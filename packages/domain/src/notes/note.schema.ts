import { z } from 'zod';
import { tagList, uuid } from '../shared/primitives';

export const noteSchema = z.object({
  id: uuid,
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  pinned: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

const noteFields = {
  title: z.string().trim().max(200, 'Keep the title under 200 characters'),
  content: z.string().max(100_000, 'The note is too long (100,000 characters at most)'),
  tags: tagList,
  pinned: z.boolean(),
};

export const createNoteInput = z
  .object({
    ...noteFields,
    title: noteFields.title.default(''),
    tags: noteFields.tags.default([]),
    pinned: noteFields.pinned.default(false),
  })
  .refine((n) => n.title.length > 0 || n.content.trim().length > 0, {
    error: 'Write a title or some text',
    path: ['content'],
  });
export type CreateNoteInput = z.input<typeof createNoteInput>;

export const updateNoteInput = z
  .object(noteFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

export const noteListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  tag: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().max(200).optional(),
});
