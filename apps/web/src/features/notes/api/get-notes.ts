import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { notesApi } from '@track-grow/domain/notes/api';
import { getPage } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

export interface NoteListFilters {
  /** The full-text search, '' for none. */
  q: string;
  /** One tag, '' for all. */
  tag: string;
}

/**
 * GET /api/notes?q=…&tag=…: pinned first, then most recently changed (by rank when searching), 50 a page;
 * the next page's cursor comes in `x-next-cursor`. While a new search loads, the last results stay.
 */
export const notesQueryOptions = (filters: NoteListFilters) =>
  infiniteQueryOptions({
    queryKey: keyOf(notesApi.list, undefined, filters),
    queryFn: ({ pageParam }) =>
      getPage(notesApi.list, { q: filters.q.trim(), tag: filters.tag, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
    ...dependsOn('notes'),
  });
