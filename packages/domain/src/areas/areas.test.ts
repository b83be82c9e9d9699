import { describe, expect, it } from 'vitest';
import { api } from '../api';
import { accountApiGroups, areaOfApiGroup, productAreas } from './areas';

describe('the product areas', () => {
  it('own every group of the endpoint map exactly once, or leave it to the account', () => {
    for (const group of Object.keys(api)) {
      const owners = Object.entries(productAreas).filter(([, area]) => area.api.includes(group));
      expect(owners.length + (accountApiGroups.includes(group) ? 1 : 0), group).toBe(1);
    }
  });

  it('name only groups the endpoint map has', () => {
    const groups = Object.values(productAreas).flatMap((area) => area.api);
    expect(groups.filter((group) => !(group in api))).toEqual([]);
  });

  it('have one route each', () => {
    const routes = Object.values(productAreas).map((area) => area.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route).toMatch(/^\/[a-z-]+$/);
  });

  it('find the area of a group', () => {
    expect(areaOfApiGroup('vacations')).toBe('habits');
    expect(areaOfApiGroup('transactions')).toBe('money');
    expect(areaOfApiGroup('auth')).toBeUndefined();
  });
});
