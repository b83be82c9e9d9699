import { api } from '@track-grow/domain';
import { messageOutput } from '@track-grow/domain/auth';
import { noteListQuery } from '@track-grow/domain/notes';
import { idParams } from '@track-grow/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import type { NotesDeps } from './service';
import * as notes from './service';

const a = api.notes;

export const notesRoutes: FastifyPluginAsyncZod<NotesDeps> = async (app, deps) => {
  app.get(
    a.list.path,
    { schema: { querystring: noteListQuery, response: { 200: a.list.output } }, preHandler: app.requireUser },
    async (request, reply) => {
      const { rows, limit } = await notes.listNotes(deps, request.user!.id, request.query);
      return pageOf(reply, rows, limit, (row) => row.cursor).map(notes.toNoteDto);
    },
  );

  app.post(
    a.create.path,
    { schema: { body: a.create.body, response: { 201: a.create.output } }, preHandler: app.requireUser },
    async (request, reply) =>
      reply.status(201).send(await notes.createNote(deps, request.user!.id, request.body)),
  );

  app.get(
    a.get.path,
    { schema: { params: idParams, response: { 200: a.get.output } }, preHandler: app.requireUser },
    async (request) => notes.getNote(deps, request.user!.id, request.params.id),
  );

  app.patch(
    a.update.path,
    {
      schema: { params: idParams, body: a.update.body, response: { 200: a.update.output } },
      preHandler: app.requireUser,
    },
    async (request) => notes.updateNote(deps, request.user!.id, request.params.id, request.body),
  );

  app.delete(
    a.remove.path,
    { schema: { params: idParams, response: { 200: messageOutput } }, preHandler: app.requireUser },
    async (request) => {
      await notes.deleteNote(deps, request.user!.id, request.params.id);
      return { message: 'Note deleted' };
    },
  );
};
