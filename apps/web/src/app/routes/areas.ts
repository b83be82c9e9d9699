import { BellRing, CircleMinus, CirclePlus, House, UserRound, type LucideIcon } from 'lucide-react';
import { productAreas, type ProductAreaKey } from '@track-grow/domain/areas';
import { areaLooks, tones, type AreaLook } from '../../lib/area-looks.ts';

export interface AreaLink {
  /** i18n: areas.<key>.title and areas.<key>.summary; also the key of its page in pages.ts. */
  key: AreaKey;
  href: string;
  icon: LucideIcon;
  tone: string;
}

/** The pages of the menu and the Hub: the product's areas (packages/domain's `productAreas`), and these. */
const otherPages = {
  home: { route: '/' },
  profile: { route: '/profile' },
  /** Focus's page of notification sounds. */
  soundPreview: { route: '/sound-preview' },
} as const;

export type AreaKey = ProductAreaKey | keyof typeof otherPages;
const pageOf = (key: AreaKey) =>
  key in otherPages ? otherPages[key as keyof typeof otherPages] : productAreas[key as ProductAreaKey];

/** Every key of a page of the menu and the Hub. */
export const areaKeys = [...Object.keys(productAreas), ...Object.keys(otherPages)] as AreaKey[];

const link = (key: AreaKey, { icon, tone }: AreaLook): AreaLink => ({
  key,
  href: pageOf(key).route,
  icon,
  tone,
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

export interface QuickAddLink {
  /** i18n: hub.quickAdd.<key>. */
  key: string;
  /** The area's page with its create intent (lib/use-create-intent.ts), which opens the create form. */
  href: string;
  icon: LucideIcon;
  tone: string;
}

/** A create action: the area's page with its intent, in the area's look unless another is given. */
const create = (
  key: string,
  area: ProductAreaKey,
  intent: string | null,
  look: AreaLook = areaLooks[area],
) => ({
  key,
  href: intent ? `${pageOf(area).route}?new=${intent}` : pageOf(area).route,
  icon: look.icon,
  tone: look.tone,
});

/**
 * DESIGN.md 1: the Hub's "Quick add" row, one tap to each area's create form (the Add button leads there).
 * Focus has no form: its page is where a session starts, and nothing starts by itself.
 */
export const quickAddLinks: readonly QuickAddLink[] = [
  create('habit', 'habits', '1'),
  create('task', 'tasks', '1'),
  create('expense', 'money', 'expense', { icon: CircleMinus, tone: tones.amber }),
  create('income', 'money', 'income', { icon: CirclePlus, tone: tones.amber }),
  create('mood', 'mood', '1'),
  create('note', 'notes', '1'),
  create('workout', 'fitness', '1'),
  create('focus', 'focus', null),
  create('book', 'books', '1'),
];
