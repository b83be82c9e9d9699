import { resourceEndpoints } from '../shared';
import { createNoteInput, noteListQuery, noteSchema, updateNoteInput } from './notes.schema';

/** /api/notes/* */
export const notesApi = {
  ...resourceEndpoints('/api/notes', {
    row: noteSchema,
    listQuery: noteListQuery,
    create: createNoteInput,
    update: updateNoteInput,
  }),
} as const;
