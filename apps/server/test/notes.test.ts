import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { notes } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;
interface NoteJson {
  id: string;
  title: string;
  content: string;
  tags: string[];
  pinned: boolean;
  createdAt: string;
  updatedAt: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

async function write(caller: Caller, body: Record<string, unknown>): Promise<NoteJson> {
  const response = await caller.agent.post('/api/notes', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NoteJson>();
}
const search = async (caller: Caller, query: string) => {
  const response = await caller.agent.get(`/api/notes?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoteJson[]>().map((n) => n.title);
};
const notesOf = (userId: string) => t.db.select().from(notes).where(eq(notes.userId, userId));

describe('note CRUD', () => {
  it('writes markdown as it is, reads, updates and deletes', async () => {
    const me = await signUp(t.app);
    const content = '# Groceries\n\n- [ ] milk\n- [x] **eggs**\n\n<script>alert(1)</script>';
    const note = await write(me, { title: ' Shopping ', content, tags: ['Home'] });
    expect(note).toMatchObject({ title: 'Shopping', content, tags: ['home'], pinned: false });
    expect((await me.agent.get(`/api/notes/${note.id}`)).json()).toEqual(note);

    const updated = await me.agent.patch(`/api/notes/${note.id}`, { pinned: true, content: 'milk, eggs' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ title: 'Shopping', content: 'milk, eggs', pinned: true });

    expect((await me.agent.delete(`/api/notes/${note.id}`)).json()).toEqual({ message: 'Note deleted' });
    expect((await me.agent.get(`/api/notes/${note.id}`)).statusCode).toBe(404);
  });

  it('a note with only text, or only a title, is fine; an empty one is not', async () => {
    const me = await signUp(t.app);
    expect(await write(me, { content: 'just a thought' })).toMatchObject({
      title: '',
      content: 'just a thought',
    });
    expect(await write(me, { title: 'Title only', content: '' })).toMatchObject({ title: 'Title only' });
    for (const [body, message] of [
      [{ title: '', content: '   ' }, 'Write a title or some text'],
      [{ title: 'x'.repeat(201), content: '' }, 'under 200 characters'],
      [{ content: 'x'.repeat(100_001) }, 'too long'],
      [{ content: 'x', tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'At most 20 tags'],
      [{ content: 42 }, 'content'],
    ] as const) {
      const response = await me.agent.post('/api/notes', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await notesOf(me.user.id)).toHaveLength(2);
  });

  it('refuses an edit that would empty the note, and keeps it as it was', async () => {
    const me = await signUp(t.app);
    const note = await write(me, { title: '', content: 'only text' });
    const response = await me.agent.patch(`/api/notes/${note.id}`, { content: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Write a title or some text');
    expect((await me.agent.get(`/api/notes/${note.id}`)).json()).toEqual(note);
    expect((await me.agent.patch(`/api/notes/${note.id}`, {})).statusCode).toBe(400);
    expect((await me.agent.patch(`/api/notes/${note.id}`, { search: 'x' })).statusCode).toBe(400);
  });

  it('answers 404 for another user’s note and changes nothing', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const note = await write(owner, { title: 'Diary', content: 'private thoughts' });
    for (const response of [
      await intruder.agent.get(`/api/notes/${note.id}`),
      await intruder.agent.patch(`/api/notes/${note.id}`, { title: 'Hijacked' }),
      await intruder.agent.delete(`/api/notes/${note.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Note not found', code: 'notes.notFound' });
    }
    expect((await owner.agent.get(`/api/notes/${note.id}`)).json()).toEqual(note);
  });
});

describe('note list', () => {
  it('puts pinned notes first, then the most recently changed', async () => {
    const me = await signUp(t.app);
    const a = await write(me, { title: 'A', content: '' });
    await write(me, { title: 'B', content: '' });
    await write(me, { title: 'Pinned', content: '', pinned: true });
    await write(me, { title: 'C', content: '' });
    expect(await search(me, '')).toEqual(['Pinned', 'C', 'B', 'A']);
    // Editing a note brings it up.
    await me.agent.patch(`/api/notes/${a.id}`, { content: 'edited' });
    expect(await search(me, '')).toEqual(['Pinned', 'A', 'C', 'B']);
    expect(await search(me, 'tag=none')).toEqual([]);
  });

  it('pages with the cursor, each note once, with and without a search', async () => {
    const me = await signUp(t.app);
    for (let i = 0; i < 7; i++)
      await write(me, { title: `Note ${i}`, content: i % 2 ? 'garden plan' : 'garden', pinned: i === 3 });
    for (const query of ['', 'q=garden', 'q=gar']) {
      const whole = await search(me, query);
      expect(whole).toHaveLength(7);
      const seen: string[] = [];
      let cursor: string | undefined;
      do {
        const response = await me.agent.get(
          `/api/notes?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...response.json<NoteJson[]>().map((n) => n.title));
        cursor = response.headers['x-next-cursor'] as string | undefined;
      } while (cursor);
      expect(seen, query).toEqual(whole);
    }
    expect((await me.agent.get('/api/notes?cursor=garbage')).statusCode).toBe(400);
  });
});

describe('note search (PostgreSQL full-text search)', () => {
  let me: Caller;
  let intruder: Caller;
  beforeAll(async () => {
    me = await signUp(t.app);
    intruder = await signUp(t.app);
    await write(me, { title: 'Milk frother', content: 'descale it monthly' }); // the oldest note
    await write(me, { title: 'Groceries', content: 'milk, eggs and fresh bread', tags: ['home'] });
    await write(me, {
      title: 'Trip to Rome',
      content: 'Book flights. Pack the *camera*; buy milk at the airport.',
      tags: ['travel'],
    });
    await write(me, { title: 'Garden', content: 'Grow tomatoes and basil this spring' });
    await write(me, { title: 'Caffè', content: 'Il caffè è pronto' });
    await write(intruder, { title: 'Intruder groceries', content: 'milk milk milk groceries tomatoes' });
  });

  it('finds words, a title match first, then the most recent', async () => {
    expect(await search(me, 'q=milk')).toEqual(['Milk frother', 'Trip to Rome', 'Groceries']);
    expect(await search(me, 'q=groceries')).toEqual(['Groceries']);
    expect(await search(me, 'q=MILK%20eggs')).toEqual(['Groceries']); // every word, any case
    expect(await search(me, 'q=camera')).toEqual(['Trip to Rome']); // through markdown emphasis
  });

  it('matches the last word as a prefix while it is being typed', async () => {
    expect(await search(me, 'q=gro')).toEqual(['Groceries', 'Garden']); // groceries (title) and grow (text)
    expect(await search(me, 'q=milk%20egg')).toEqual(['Groceries']);
    expect(await search(me, 'q=caf')).toEqual(['Caffè']);
    expect(await search(me, 'q=tom')).toEqual(['Garden']);
  });

  it('understands web-search syntax: phrases, or, minus', async () => {
    expect(await search(me, `q=${encodeURIComponent('"fresh bread"')}`)).toEqual(['Groceries']);
    expect(await search(me, `q=${encodeURIComponent('"bread fresh"')}`)).toEqual([]);
    expect((await search(me, 'q=basil%20or%20flig')).sort()).toEqual(['Garden', 'Trip to Rome']);
    expect((await search(me, `q=${encodeURIComponent('milk -eggs')}`)).sort()).toEqual([
      'Milk frother',
      'Trip to Rome',
    ]);
  });

  it('folds accents both ways, in whole words and prefixes', async () => {
    const other = await signUp(t.app);
    await write(other, { title: 'Belém', content: 'pastéis at the old bakery' });
    await write(other, { title: 'Belem tower', content: 'by the river' });
    expect((await search(other, 'q=belem%20')).sort()).toEqual(['Belem tower', 'Belém']);
    expect((await search(other, 'q=belem')).sort()).toEqual(['Belem tower', 'Belém']);
    expect((await search(other, `q=${encodeURIComponent('belém ')}`)).sort()).toEqual([
      'Belem tower',
      'Belém',
    ]);
    expect((await search(other, `q=${encodeURIComponent('belé')}`)).sort()).toEqual(['Belem tower', 'Belém']);
    expect(await search(other, 'q=pasteis')).toEqual(['Belém']);
    expect(await search(me, 'q=caffe')).toEqual(['Caffè']);
  });

  it('combines the search with a tag', async () => {
    expect(await search(me, 'q=milk&tag=travel')).toEqual(['Trip to Rome']);
    expect(await search(me, 'q=milk&tag=Home')).toEqual(['Groceries']);
  });

  it('finds nothing when nothing matches, and survives any text', async () => {
    expect(await search(me, 'q=zebra')).toEqual([]);
    expect(await search(me, 'q=zeb')).toEqual([]);
    // Letters that unaccent folds into punctuation ("ː" → ":", "⑴" → "(1)", "ŉ" → "'n") end a search too.
    const folded = ['aː', 'milk ⑴', 'ŉ', 'caffèː'];
    for (const q of [
      "it's",
      'a:*|b&!(',
      '""',
      '-',
      'or',
      '\\',
      "'; drop table notes; --",
      '🙂',
      '   ',
      ...folded,
    ]) {
      const response = await me.agent.get(`/api/notes?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
    }
    expect(await notesOf(me.user.id)).toHaveLength(5);
    expect((await me.agent.get(`/api/notes?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('never finds another user’s notes', async () => {
    for (const q of ['groceries', 'gro', 'milk', 'intruder', 'tomatoes']) {
      const titles = await search(me, `q=${q}`);
      expect(titles, q).not.toContain('Intruder groceries');
    }
    expect(await search(intruder, 'q=rome')).toEqual([]);
    expect(await search(intruder, 'q=gro')).toEqual(['Intruder groceries']);
  });
});
