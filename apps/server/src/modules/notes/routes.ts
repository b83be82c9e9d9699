import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { NotesDeps } from './service';
import * as notes from './service';

const a = api.notes;

export const notesRoutes: FastifyPluginAsyncZod<NotesDeps> = async (app, deps) => {
  route(app, a.list, async ({ user, query, reply }) => {
    const { rows, limit } = await notes.listNotes(deps, user.id, query);
    return pageOf(reply, rows, limit, (row) => row.cursor).map(notes.toNoteDto);
  });

  route(app, a.create, async ({ user, body }) => notes.createNote(deps, user.id, body));

  route(app, a.get, async ({ user, params }) => notes.getNote(deps, user.id, params.id));

  route(app, a.update, async ({ user, params, body }) => notes.updateNote(deps, user.id, params.id, body));

  route(app, a.remove, async ({ user, params }) => {
    await notes.deleteNote(deps, user.id, params.id);
    return { message: 'Note deleted' };
  });
};
