import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { NoteSearchTerms } from '@track-grow/domain/notes';
import type { Db } from '../../db/client';
import { runPrepared } from '../../db/prepared';
import { notes } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

const { userId: _userId, search: _search, ...noteColumns } = getTableColumns(notes);
export type NoteRow = Omit<typeof notes.$inferSelect, 'userId' | 'search'>;
export type NewNote = Pick<typeof notes.$inferInsert, 'title' | 'content' | 'tags' | 'pinned'>;
export type NotePatch = Partial<NewNote>;

/**
 * The tsquery of a search: websearch_to_tsquery for the finished words, to_tsquery(':*') for the last one
 * (letters and digits, checked by the domain, quoted after folding: unaccent turns a few letters into
 * punctuation, "ː" into ":"), both with the 'simple' configuration the generated `search` column uses,
 * accents folded like the column's (immutable_unaccent).
 */
function tsQuery(terms: NoteSearchTerms): SQL {
  const words =
    terms.words === null
      ? undefined
      : sql`websearch_to_tsquery('simple', immutable_unaccent(${terms.words}))`;
  const prefix =
    terms.prefix === null
      ? undefined
      : sql`to_tsquery('simple', quote_literal(immutable_unaccent(${terms.prefix})) || ':*')`;
  if (words && prefix)
    return terms.join === 'or' ? sql`(${words} || ${prefix})` : sql`(${words} && ${prefix})`;
  return (words ?? prefix)!;
}

export type NoteListRow = NoteRow & { cursor: string[] };

/**
 * A page (limit + 1 rows). Without a search: pinned first, then most recently changed. With one: by ts_rank
 * (title words weigh more), then the same. Cursor keys come from SQL as text, so none loses precision.
 */
export async function listNotes(
  db: Db,
  userId: string,
  p: { search: NoteSearchTerms | null; tag: string | undefined; limit: number; after: string[] | undefined },
): Promise<NoteListRow[]> {
  const where: SQL[] = [eq(notes.userId, userId)];
  if (p.tag !== undefined) where.push(sql`${notes.tags} @> array[${p.tag}]::text[]`);
  const updatedKey = sql<string>`${notes.updatedAt}::text`;

  if (p.search) {
    const query = tsQuery(p.search);
    const rank = sql<string>`ts_rank(${notes.search}, ${query})`;
    // Matched against the user's own notes (their (user_id, updated_at) index), never through the GIN index of
    // every user's notes: the pool keeps generic plans (db/client.ts), which cannot tell a rare word from a common
    // one, and one person's notes are few enough to filter. `|| ''` keeps the planner off that index.
    where.push(sql`(${notes.search} || ''::tsvector) @@ ${query}`);
    if (p.after) {
      where.push(
        sql`(${rank}, ${notes.pinned}, ${notes.updatedAt}, ${notes.id}) < (${p.after[0]}::real, ${p.after[1]}::boolean, ${p.after[2]}::timestamptz, ${p.after[3]}::uuid)`,
      );
    }
    const rows = await runPrepared(
      db
        .select({ ...noteColumns, k0: sql<string>`${rank}::text`, k1: updatedKey })
        .from(notes)
        .where(and(...where))
        .orderBy(desc(rank), desc(notes.pinned), desc(notes.updatedAt), desc(notes.id))
        .limit(p.limit + 1),
    );
    return rows.map(({ k0, k1, ...row }) => ({ ...row, cursor: [k0, String(row.pinned), k1, row.id] }));
  }

  if (p.after) {
    where.push(
      sql`(${notes.pinned}, ${notes.updatedAt}, ${notes.id}) < (${p.after[0]}::boolean, ${p.after[1]}::timestamptz, ${p.after[2]}::uuid)`,
    );
  }
  const rows = await runPrepared(
    db
      .select({ ...noteColumns, k1: updatedKey })
      .from(notes)
      .where(and(...where))
      .orderBy(desc(notes.pinned), desc(notes.updatedAt), desc(notes.id))
      .limit(p.limit + 1),
  );
  return rows.map(({ k1, ...row }) => ({ ...row, cursor: [String(row.pinned), k1, row.id] }));
}

export async function findNote(db: Db, userId: string, id: string): Promise<NoteRow | undefined> {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .where(and(eq(notes.userId, userId), eq(notes.id, id)));
  return row;
}

export async function insertNote(db: Db, userId: string, values: NewNote): Promise<NoteRow> {
  const [row] = await db
    .insert(notes)
    .values({ ...values, userId })
    .returning(noteColumns);
  return row!;
}

export async function updateNote(
  db: Db,
  userId: string,
  id: string,
  patch: NotePatch,
): Promise<NoteRow | undefined> {
  const [row] = await db
    .update(notes)
    .set(patch)
    .where(and(eq(notes.userId, userId), eq(notes.id, id)))
    .returning(noteColumns);
  return row;
}

export async function deleteNote(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notes)
    .where(and(eq(notes.userId, userId), eq(notes.id, id)))
    .returning({ id: notes.id });
  return rows.length > 0;
}

/**
 * A scalar subquery for another area's statement: the notes written from the instant `start` until `end`,
 * found through (user_id, updated_at), since a note is never updated before it is written.
 */
export const notesWritten = (userId: unknown, start: SQL, end: SQL): SQL =>
  sql`(select count(*) from notes where user_id = ${userId}
        and updated_at >= ${start} and created_at >= ${start} and created_at < ${end})`;

/** The timeline's entries of notes: the start of the content is enough for the title and excerpt (domain timelineNote). */
export const timelineSource = {
  from: 'notes r',
  time: 'created_at',
  dated: false,
  data: "'content', left(ltrim(r.content, E' \\t\\r\\n'), 600), 'title', r.title",
};
