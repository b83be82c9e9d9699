import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { WorkoutTimerProvider } from '../../features/fitness/components/workout-timer-provider.tsx';
import { HabitTimersProvider } from '../../features/habits/components/habit-timers-provider.tsx';
import { mockApi, makeUser } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import en from '../../locales/en.json';
import it_ from '../../locales/it.json';
import { productAreas } from '@track-grow/domain/areas';
import { allAreas, builtAreas, menuAreas } from './areas.ts';
import { pages } from './pages.ts';

afterEach(() => vi.unstubAllGlobals());

const unbuilt = allAreas.filter((area) => !area.built);

/** Words a text would use to promise an unbuilt area, besides its title. */
const alsoNamedBy: Partial<Record<keyof typeof builtAreas, { en: string[]; it: string[] }>> = {
  fitness: { en: ['workout'], it: ['allenament'] },
  focus: { en: ['focus session', 'pomodoro'], it: ['concentrazione', 'pomodoro'] },
  assistant: { en: ['assistant'], it: ['assistente'] },
  books: { en: ['reading'], it: ['lettur'] },
};

describe('the areas’ built flags', () => {
  it('list every area of the menu and the Hub once', () => {
    expect(new Set(allAreas.map((area) => area.key)).size).toBe(allAreas.length);
    expect(allAreas.map((area) => area.key).sort()).toEqual(Object.keys(builtAreas).sort());
  });

  it.each(allAreas.map((area) => [area.key, area.built] as const))(
    '%s: the page is a "Coming soon" placeholder exactly when it is not built (built: %s)',
    async (key, built) => {
      mockApi({});
      const Page = (await pages[key as keyof typeof pages].preload()) as { default: () => React.ReactNode };
      renderWithProviders(
        <HabitTimersProvider>
          <WorkoutTimerProvider>
            <Page.default />
          </WorkoutTimerProvider>
        </HabitTimersProvider>,
        { user: makeUser() },
      );
      await screen.findAllByRole('heading', { level: 1 });
      expect(screen.queryByRole('heading', { name: 'Coming soon' }) !== null).toBe(!built);
    },
  );

  it('keep the onboarding tour and the landing from promising an unbuilt area', () => {
    for (const [language, catalogue] of [
      ['en', en],
      ['it', it_],
    ] as const) {
      // The tour, and the landing a visitor reads before signing up.
      const tour = [
        ...Object.values(catalogue.onboarding.steps).map((step) => step.body),
        catalogue.landing.lead,
        ...Object.values(catalogue.landing.highlights),
      ]
        .join(' ')
        .toLowerCase();
      for (const { key } of unbuilt) {
        const areas = catalogue.areas as Record<string, { title: string }>;
        const words = [areas[key]!.title, ...(alsoNamedBy[key]?.[language] ?? [])];
        for (const word of words)
          expect(tour, `${language}: ${key} (${word})`).not.toContain(word.toLowerCase());
      }
    }
  });

  it("has the tour's first step name every built area and promise none to come", () => {
    const areas = menuAreas.filter((area) => area.built).map((area) => area.key);
    for (const catalogue of [en, it_]) {
      const body = catalogue.onboarding.steps.track.body.toLowerCase();
      const titles = catalogue.areas as Record<string, { title: string }>;
      for (const key of [...areas, 'wellness', 'career'])
        expect(body, key).toContain(titles[key]!.title.toLowerCase());
      if (unbuilt.length === 0) expect(body).not.toMatch(/later versions|prossime versioni/);
    }
  });
});

/** Each feature folder's catalogues, by folder name. */
const catalogues = import.meta.glob('../../features/*/locales/{en,it}.json');
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

describe('every product area is registered in the web app (docs/ARCHITECTURE.md, "Adding an area")', () => {
  it.each(Object.entries(productAreas))(
    '%s: in the Hub with its route, its page and its flag',
    (key, area) => {
      const link = allAreas.find((entry) => entry.key === key);
      expect(link, key).toBeDefined();
      expect(link!.href).toBe(area.route);
      expect(link!.built).toBe(area.built);
      expect(pages).toHaveProperty(key);
    },
  );

  it.each(allAreas.map((area) => area.key))('%s: titled and summed up in English and Italian', (key) => {
    for (const catalogue of [en, it_]) {
      const entry = (catalogue.areas as Record<string, { title?: string; summary?: string }>)[key];
      expect(entry?.title, key).toBeTruthy();
      expect(entry?.summary, key).toBeTruthy();
    }
  });

  it('gives every built area a feature folder with English and Italian catalogues', () => {
    const built = Object.entries(productAreas).filter(([, area]) => area.built);
    expect(built.length).toBeGreaterThan(0);
    for (const [key] of built)
      for (const language of ['en', 'it'])
        expect(Object.keys(catalogues), key).toContain(
          `../../features/${kebab(key)}/locales/${language}.json`,
        );
  });
});
