/**
 * The product's areas: the one list every registration of an area is checked against (the endpoint map, the
 * server's routes and ownership tests, the bench, the web's routes, menu, Hub and catalogues). See
 * docs/ARCHITECTURE.md, "Adding an area".
 * - `route`: the screen's path (SPEC.md 2).
 * - `api`: the groups of the endpoint map (`api.<group>`) whose rows the area owns; every group belongs to one
 *   area, or to the account (`accountApiGroups`).
 * - `built`: the area's screen is there. An unbuilt one is shown as coming soon and is never promised as if
 *   it worked; building it flips this flag.
 */
export interface ProductArea {
  route: string;
  api: readonly string[];
  built: boolean;
}

const area = (route: string, api: readonly string[], built: boolean): ProductArea => ({ route, api, built });

export const productAreas = {
  habits: area('/habits', ['habits', 'vacations'], true),
  tasks: area('/tasks', ['tasks'], true),
  money: area('/money', ['transactions', 'money'], true),
  mood: area('/mood', ['moods'], true),
  notes: area('/notes', ['notes'], true),
  focus: area('/focus', ['focusSessions'], true),
  fitness: area('/fitness', ['workouts'], true),
  books: area('/books', ['books'], true),
  lessons: area('/lessons', ['lessons', 'quotes'], true),
  wellness: area('/wellness', ['wellness'], true),
  career: area('/career', ['careerGoals', 'careerSkills', 'careerAchievements', 'career'], true),
  timeline: area('/timeline', ['timeline'], true),
  dashboard: area('/dashboard', ['dashboard', 'widgets', 'insights'], true),
  assistant: area('/ai-assistant', ['assistant'], true),
  quickCapture: area('/quick-capture', [], true),
} as const satisfies Record<string, ProductArea>;

export type ProductAreaKey = keyof typeof productAreas;

/** Groups of the endpoint map that belong to the account rather than to an area. */
export const accountApiGroups: readonly string[] = ['health', 'auth', 'profile', 'transfer', 'imports'];

/** The area that owns a group of the endpoint map, if any. */
export function areaOfApiGroup(group: string): ProductAreaKey | undefined {
  return (Object.keys(productAreas) as ProductAreaKey[]).find((key) => productAreas[key].api.includes(group));
}
