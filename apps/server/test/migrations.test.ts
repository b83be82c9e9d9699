import { describe, expect, inject, it } from 'vitest';
import { migrationDrift } from '../scripts/check-migrations';

describe.skipIf(inject('dbMode') !== 'embedded')('migrations', () => {
  it('match the Drizzle schema (no drift to commit)', async () => {
    expect(await migrationDrift()).toEqual([]);
  }, 60_000);
});
