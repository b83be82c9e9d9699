import {
  noteSearchTerms,
  type createNoteInput,
  type Note,
  type noteListQuery,
  type updateNoteInput,
} from '@track-grow/domain/notes';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cursorPart as P, decodeCursor } from '../../lib/pagination';
import { HttpError } from '../../plugins/errors';
import * as q from './queries';

export interface NotesDeps {
  db: Database;
  clock: Clock;
}
export type CreateNoteData = z.output<typeof createNoteInput>;
export type UpdateNoteData = z.output<typeof updateNoteInput>;
export type NoteListQuery = z.output<typeof noteListQuery>;

/** A note may hold 100,000 characters: pages stay small so a list never grows into megabytes. */
export const NOTES_PAGE_SIZE = 50;
const notFound = 'notes.notFound';

export function toNoteDto(row: q.NoteRow): Note {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tags: row.tags,
    pinned: row.pinned,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listNotes(deps: NotesDeps, userId: string, query: NoteListQuery) {
  const search = query.q === undefined ? null : noteSearchTerms(query.q);
  const limit = query.limit ?? NOTES_PAGE_SIZE;
  const after = search
    ? decodeCursor(query.cursor, [P.number, P.boolean, P.timestamp, P.uuid])
    : decodeCursor(query.cursor, [P.boolean, P.timestamp, P.uuid]);
  const rows = await q.listNotes(deps.db, userId, {
    search,
    tag: query.tag?.trim().toLowerCase(),
    limit,
    after,
  });
  return { rows, limit };
}

export async function getNote(deps: NotesDeps, userId: string, id: string): Promise<Note> {
  const row = await q.findNote(deps.db, userId, id);
  if (!row) throw new HttpError(404, notFound);
  return toNoteDto(row);
}

/** Content is markdown, stored as written; it is rendered without raw HTML on the screen (DESIGN.md 6). */
export async function createNote(deps: NotesDeps, userId: string, input: CreateNoteData): Promise<Note> {
  const row = await q.insertNote(deps.db, userId, {
    title: input.title,
    content: input.content,
    tags: input.tags,
    pinned: input.pinned,
  });
  return toNoteDto(row);
}

export async function updateNote(
  deps: NotesDeps,
  userId: string,
  id: string,
  input: UpdateNoteData,
): Promise<Note> {
  const patch: q.NotePatch = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.content !== undefined) patch.content = input.content;
  if (input.tags !== undefined) patch.tags = input.tags;
  if (input.pinned !== undefined) patch.pinned = input.pinned;
  return deps.db.transaction(async (tx) => {
    const row = await q.updateNote(tx, userId, id, patch);
    if (!row) throw new HttpError(404, notFound);
    // A note must keep a title or some text, as on creation.
    if (row.title === '' && row.content.trim() === '') throw new HttpError(400, 'notes.empty', 'content');
    return toNoteDto(row);
  });
}

export async function deleteNote(deps: NotesDeps, userId: string, id: string): Promise<void> {
  if (!(await q.deleteNote(deps.db, userId, id))) throw new HttpError(404, notFound);
}

/** Notes as SQL, for another area's one statement (the dashboard, the timeline). */
export const notesSql = { written: q.notesWritten, timeline: q.timelineSource };
