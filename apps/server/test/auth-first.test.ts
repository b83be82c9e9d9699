import { apiEntries } from '@track-grow/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, ORIGIN, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The endpoint's path with every `:param` spelled wrong, and every field of its query given a wrong value. */
function badUrl(path: string, query: unknown): string {
  const url = path.replace(/:[A-Za-z]+/g, 'not-an-id');
  const keys = query instanceof z.ZodObject ? Object.keys(query.shape) : [];
  const search = new URLSearchParams(keys.map((key): [string, string] => [key, '-1x!']));
  // A NUL in the query is refused before validation too (plugins/no-nul.ts).
  search.append('zzz', '\u0000');
  return `${url}?${search.toString()}`;
}

describe('authentication before validation', () => {
  const needingSession = apiEntries.filter(({ endpoint }) => endpoint.auth);

  it('covers the endpoint map', () => {
    expect(needingSession.length).toBeGreaterThan(50);
  });

  it('answers 401 to a signed-out request with bad params, query and body, on every endpoint that needs a session', async () => {
    const answers: string[] = [];
    for (const { endpoint } of needingSession) {
      const response = await t.app.inject({
        method: endpoint.method,
        url: badUrl(endpoint.path, endpoint.query),
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
        ...(endpoint.method === 'GET' ? {} : { payload: '{"bogus": [1, "\\u0000"]}' }),
      });
      const { code } = response.json<{ code?: string }>();
      answers.push(`${endpoint.method} ${endpoint.path} ${response.statusCode} ${code ?? ''}`);
    }
    const expected = needingSession.map(
      ({ endpoint }) => `${endpoint.method} ${endpoint.path} 401 shared.signInRequired`,
    );
    expect(answers).toEqual(expected);
  });
});
