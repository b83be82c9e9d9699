export const NOTES_PATH = '/api/notes';

export interface NoteListFilters {
  /** The full-text search, '' for none. */
  q: string;
  /** One tag, '' for all. */
  tag: string;
}

/** SPEC.md 7: the path is the key; the list's parameters are a further key part. */
export const noteKeys = {
  all: [NOTES_PATH] as const,
  list: (filters: NoteListFilters) => [NOTES_PATH, filters] as const,
};
