import { z } from 'zod';
import { messageOutput } from '../auth';
import { endpoint, idParams } from '../shared';
import { createNoteInput, noteListQuery, noteSchema, updateNoteInput } from './note.schema';

/** /api/notes/* */
export const notesApi = {
  list: endpoint('GET', '/api/notes', { query: noteListQuery, output: z.array(noteSchema) }),
  create: endpoint('POST', '/api/notes', { body: createNoteInput, output: noteSchema, status: 201 }),
  get: endpoint('GET', '/api/notes/:id', { params: idParams, output: noteSchema }),
  update: endpoint('PATCH', '/api/notes/:id', {
    params: idParams,
    body: updateNoteInput,
    output: noteSchema,
  }),
  remove: endpoint('DELETE', '/api/notes/:id', { params: idParams, output: messageOutput }),
} as const;
