import { BellRing, House, UserRound, type LucideIcon } from 'lucide-react';
import { productAreas, type ProductAreaKey } from '@track-grow/domain/areas';
import { areaLooks, tones, type AreaLook } from '../../lib/area-looks.ts';

export interface AreaLink {
  /** i18n: areas.<key>.title and areas.<key>.summary; also the key of its page in pages.ts. */
  key: AreaKey;
  href: string;
  icon: LucideIcon;
  tone: string;
  /** false while the area's page is only its "Coming soon" placeholder: the menu and the Hub say so. */
  built: boolean;
}

/** The pages of the menu and the Hub: the product's areas (packages/domain's `productAreas`), and these. */
const otherPages = {
  home: { route: '/', built: true },
  profile: { route: '/profile', built: true },
  /** Focus's page of notification sounds: there when Focus is. */
  soundPreview: { route: '/sound-preview', built: productAreas.focus.built },
} as const;

export type AreaKey = ProductAreaKey | keyof typeof otherPages;
const pageOf = (key: AreaKey) =>
  key in otherPages ? otherPages[key as keyof typeof otherPages] : productAreas[key as ProductAreaKey];

/**
 * Which areas have their screen, from the domain's registry: building an area flips its flag there, and the
 * menu, the Hub's grid and the tests of the onboarding tour's wording follow.
 */
export const builtAreas = Object.fromEntries(
  [...Object.keys(productAreas), ...Object.keys(otherPages)].map((key) => [
    key,
    pageOf(key as AreaKey).built,
  ]),
) as Record<AreaKey, boolean>;

const link = (key: AreaKey, { icon, tone }: AreaLook): AreaLink => ({
  key,
  href: pageOf(key).route,
  icon,
  tone,
  built: pageOf(key).built,
});
/** A product area, with its look from lib/area-looks.ts. */
const areaLink = (key: ProductAreaKey): AreaLink => link(key, areaLooks[key]);

/** SPEC.md 2: the areas of the right-side menu, in its order. */
export const menuAreas: readonly AreaLink[] = [
  areaLink('habits'),
  areaLink('tasks'),
  areaLink('money'),
  areaLink('fitness'),
  areaLink('books'),
  areaLink('notes'),
  areaLink('mood'),
  areaLink('focus'),
  areaLink('lessons'),
];

/** Every page of the app, for the Hub's "All areas" grid. */
export const allAreas: readonly AreaLink[] = [
  link('home', { icon: House, tone: tones.green }),
  ...menuAreas,
  areaLink('wellness'),
  areaLink('career'),
  areaLink('dashboard'),
  areaLink('timeline'),
  areaLink('assistant'),
  areaLink('quickCapture'),
  link('soundPreview', { icon: BellRing, tone: tones.indigo }),
  link('profile', { icon: UserRound, tone: tones.slate }),
];
