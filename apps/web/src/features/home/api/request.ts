import { getAllPages, getOne, type ListEndpoint, type Query } from '../../../lib/api-list.ts';

// Only get-today-data.ts still imports these names (it is being changed elsewhere): point it at lib/api-list.ts
// and delete this file.

/** Every page of a list (at most 20). */
export const getList = <E extends ListEndpoint>(endpoint: E, query: Query = {}) =>
  getAllPages(endpoint, query, 20);

export const getFirstPage = getOne;
