import { z } from 'zod';
import { code } from '../shared/errors';
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
  title: z.string().trim().max(200, code('notes.titleTooLong')),
  content: z.string().max(100_000, code('notes.contentTooLong')),
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
    error: code('notes.empty'),
    path: ['content'],
  });
export type CreateNoteInput = z.input<typeof createNoteInput>;

export const updateNoteInput = z
  .object(noteFields)
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));

export const noteListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  tag: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
  cursor: z.string().max(200).optional(),
});
