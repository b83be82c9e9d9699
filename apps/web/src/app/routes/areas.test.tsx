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

/** Every file of the feature folders, by path from here (none is loaded). */
const featureFiles = Object.keys(import.meta.glob('../../features/*/**/*.{ts,tsx,json}'));
const features = [...new Set(featureFiles.map((file) => file.split('/')[3]!))].sort();
const skeleton = ['api/', 'components/', 'hooks/', 'locales/', 'test-fixtures.ts'] as const;
type Piece = (typeof skeleton)[number];

const noHooks = 'its screens need no hook beyond its api/ ones and their own state';
/** The pieces a feature has nothing to put in (a stub would be worse than the gap), and why. */
const withoutPiece: Partial<Record<string, Partial<Record<Piece, string>>>> = {
  auth: {
    'locales/': "its strings are the app catalogue's auth and landing: profile's forms share auth.fields",
  },
  books: { 'hooks/': noHooks },
  dashboard: { 'hooks/': noHooks },
  lessons: { 'hooks/': noHooks },
  mood: { 'hooks/': noHooks },
  onboarding: {
    'hooks/': 'the tour is one dialog whose step is its own state',
    'test-fixtures.ts': 'its one test needs no data but the shared makeUser',
  },
};

describe('every feature folder has the same skeleton (docs/ARCHITECTURE.md, "Adding an area", step 6)', () => {
  const has = (feature: string, piece: Piece) =>
    featureFiles.some((file) => file.startsWith(`../../features/${feature}/${piece}`));

  it.each(features)('%s: api/, components/, hooks/, locales/ and test-fixtures.ts', (feature) => {
    const missing = skeleton.filter((piece) => !has(feature, piece) && !withoutPiece[feature]?.[piece]);
    expect(missing, `apps/web/src/features/${feature} lacks`).toEqual([]);
  });

  it('leaves out only pieces a feature still lacks, of features that exist', () => {
    for (const [feature, pieces] of Object.entries(withoutPiece)) {
      expect(features, feature).toContain(feature);
      for (const piece of Object.keys(pieces ?? {}) as Piece[])
        expect(has(feature, piece), `${feature} has ${piece} now: take it off withoutPiece`).toBe(false);
    }
  });
});
