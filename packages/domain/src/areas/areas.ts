/**
 * The product's areas: the one list every registration of an area is checked against (the endpoint map, the
 * server's routes and ownership tests, the bench, the web's routes, menu, Hub and catalogues). See
 * docs/ARCHITECTURE.md, "Adding an area".
 * - `route`: the screen's path (SPEC.md 2).
 * - `api`: the groups of the endpoint map (`api.<group>`) whose rows the area owns; every group belongs to one
 *   area, or to the account (`accountApiGroups`).
 */
export interface ProductArea {
  route: string;
  api: readonly string[];
}

const area = (route: string, api: readonly string[]): ProductArea => ({ route, api });

export const productAreas = {
  habits: area('/habits', ['habits', 'vacations']),
  tasks: area('/tasks', ['tasks']),
  money: area('/money', ['transactions', 'money']),
  mood: area('/mood', ['mood']),
  notes: area('/notes', ['notes']),
  focus: area('/focus', ['focus']),
  fitness: area('/fitness', ['fitness']),
  books: area('/books', ['books']),
  lessons: area('/lessons', ['lessons', 'quotes']),
  wellness: area('/wellness', ['wellness']),
  career: area('/career', ['careerGoals', 'careerSkills', 'careerAchievements', 'career']),
  timeline: area('/timeline', ['timeline']),
  dashboard: area('/dashboard', ['dashboard', 'widgets', 'insights']),
  assistant: area('/ai-assistant', ['assistant']),
  quickCapture: area('/quick-capture', []),
} as const satisfies Record<string, ProductArea>;

export type ProductAreaKey = keyof typeof productAreas;

/** Groups of the endpoint map that belong to the account rather than to an area. */
export const accountApiGroups: readonly string[] = [
  'health',
  'auth',
  'profile',
  'transfer',
  'imports',
  'notifications',
];

/** The area that owns a group of the endpoint map, if any. */
export function areaOfApiGroup(group: string): ProductAreaKey | undefined {
  return (Object.keys(productAreas) as ProductAreaKey[]).find((key) => productAreas[key].api.includes(group));
}
