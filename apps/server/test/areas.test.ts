import { accountApiGroups, apiEntries, productAreas } from '@track-grow/domain';
import { describe, expect, it } from 'vitest';
import { AREA_READS } from '../../../bench/src/endpoints';
import { createTestApp } from './helpers';
import { create, lists } from './ownership-matrix';

/**
 * docs/ARCHITECTURE.md, "Adding an area": an area in the endpoint map is registered everywhere the server side
 * keeps one (its routes, the ownership matrix, the bench), or this fails and names what is missing.
 */

const areaEntries = apiEntries.filter(({ group }) => !accountApiGroups.includes(group));

describe('areas registered on the server', () => {
  it('serves every endpoint of the map', async () => {
    const { app } = await createTestApp();
    await app.ready();
    const missing = apiEntries
      .filter(({ endpoint }) => !app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('has every group with rows of their own in the ownership matrix, with its list', () => {
    const owned = [
      ...new Set(areaEntries.filter((e) => e.endpoint.path.includes(':id')).map((e) => e.group)),
    ];
    expect(owned.filter((group) => !(group in create))).toEqual([]);
    const listPaths = lists.map((list) => list.path);
    const unlisted = areaEntries
      .filter(({ name }) => name === 'list')
      .map(({ endpoint }) => endpoint.path)
      .filter((path) => !listPaths.includes(path));
    expect(unlisted).toEqual([]);
  });

  it('benchmarks every read of every area (a single row by id aside)', () => {
    const benched = AREA_READS.map((read) => read.read);
    const reads = areaEntries.filter(
      ({ name, endpoint }) => endpoint.method === 'GET' && endpoint.output !== undefined && name !== 'get',
    );
    const missing = reads
      .map(({ endpoint }) => `GET ${endpoint.path}`)
      .filter((read) => !benched.some((name) => name === read || name.startsWith(`${read}?`)));
    expect(missing).toEqual([]);
  });

  it('names areas whose groups are in the map', () => {
    for (const [key, area] of Object.entries(productAreas))
      for (const group of area.api)
        expect(
          apiEntries.some((e) => e.group === group),
          key,
        ).toBe(true);
  });
});
