import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { WorkoutTimerProvider } from '../../features/fitness/components/workout-timer-provider.tsx';
import { HabitTimersProvider } from '../../features/habits/components/habit-timers-provider.tsx';
import { mockApi, makeUser } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import en from '../../locales/en.json';
import it_ from '../../locales/it.json';
import tourEn from '../../features/onboarding/locales/en.json';
import tourIt from '../../features/onboarding/locales/it.json';
import { productAreas } from '@track-grow/domain/areas';
import { allAreas, areaKeys, menuAreas } from './areas.ts';
import { pages } from './pages.ts';

afterEach(() => vi.unstubAllGlobals());

describe('the pages of the menu and the Hub', () => {
  it('list every area of the menu and the Hub once', () => {
    expect(new Set(allAreas.map((area) => area.key)).size).toBe(allAreas.length);
    expect(allAreas.map((area) => area.key).sort()).toEqual([...areaKeys].sort());
  });

  it.each(allAreas.map((area) => area.key))('%s: the page renders with its heading', async (key) => {
    mockApi([]);
    const Page = (await pages[key as keyof typeof pages].preload()) as { default: () => React.ReactNode };
    renderWithProviders(
      <HabitTimersProvider>
        <WorkoutTimerProvider>
          <Page.default />
        </WorkoutTimerProvider>
      </HabitTimersProvider>,
      { user: makeUser() },
    );
    expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
  });

  it("has the tour's first step name every area and promise none to come", () => {
    for (const [catalogue, tour] of [
      [en, tourEn],
      [it_, tourIt],
    ] as const) {
      const body = tour.steps.track.body.toLowerCase();
      const titles = catalogue.areas as Record<string, { title: string }>;
      for (const key of [...menuAreas.map((area) => area.key), 'wellness', 'career'])
        expect(body, key).toContain(titles[key]!.title.toLowerCase());
      expect(body).not.toMatch(/later versions|prossime versioni/);
    }
  });
});

/** Each feature folder's and page folder's catalogues, by folder name. */
const catalogues = import.meta.glob('../../{features,pages}/*/locales/{en,it}.json');
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('every product area is registered in the web app (docs/ARCHITECTURE.md, "Adding an area")', () => {
  it.each(Object.entries(productAreas))('%s: in the Hub with its route and its page', (key, area) => {
    const link = allAreas.find((entry) => entry.key === key);
    expect(link, key).toBeDefined();
    expect(link!.href).toBe(area.route);
    expect(pages).toHaveProperty(key);
  });

  it.each(allAreas.map((area) => area.key))('%s: titled and summed up in English and Italian', (key) => {
    for (const catalogue of [en, it_]) {
      const entry = (catalogue.areas as Record<string, { title?: string; summary?: string }>)[key];
      expect(entry?.title, key).toBeTruthy();
      expect(entry?.summary, key).toBeTruthy();
    }
  });

  it('gives every area a feature (or cross-area page) folder with English and Italian catalogues', () => {
    for (const key of Object.keys(productAreas))
      for (const language of ['en', 'it'])
        expect(
          [
            `../../features/${kebab(key)}/locales/${language}.json`,
            `../../pages/${kebab(key)}/locales/${language}.json`,
          ].some((path) => path in catalogues),
          `${key} (${language})`,
        ).toBe(true);
  });
});
