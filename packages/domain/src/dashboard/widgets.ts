import { z } from 'zod';
import { widgetConfigEntry } from '../auth/user.schema';

/** The Customize Dashboard dialog's groups, in its order (SPEC.md 2). */
export const widgetGroups = [
  'HABITS',
  'PROGRESS',
  'TASKS',
  'READING',
  'MONEY',
  'MOOD',
  'FITNESS',
  'FOCUS',
] as const;
export type WidgetGroup = (typeof widgetGroups)[number];

/** Every tile id (SPEC.md 9): the sixteen of the default list in their order, then life_score. */
export const widgetIds = [
  'habits_today',
  'habits_streak',
  'weekly_progress',
  'tasks_today',
  'money_today',
  'money_week',
  'money_month',
  'money_year',
  'mood_week',
  'mood_month',
  'mood_year',
  'books_read',
  'fitness_hours_week',
  'fitness_hours_month',
  'focus_hours_week',
  'focus_hours_month',
  'life_score',
] as const;
export type WidgetId = (typeof widgetIds)[number];

/** lucide-react icon names; the web app maps each to its component. */
export const widgetIcons = [
  'CircleCheck',
  'Flame',
  'TrendingUp',
  'ListTodo',
  'Wallet',
  'Banknote',
  'PiggyBank',
  'Landmark',
  'Smile',
  'SmilePlus',
  'Heart',
  'BookOpen',
  'Dumbbell',
  'Activity',
  'Timer',
  'Brain',
  'Gauge',
] as const;
export type WidgetIcon = (typeof widgetIcons)[number];

/** Colour keys; the web app maps each to its palette. */
export const widgetColours = [
  'green',
  'orange',
  'blue',
  'violet',
  'emerald',
  'rose',
  'amber',
  'sky',
  'indigo',
] as const;
export type WidgetColour = (typeof widgetColours)[number];

/** SPEC.md 3's widget definition; `order` is the place in the default list, null for life_score. */
export interface WidgetDefinition {
  id: WidgetId;
  /** The English title, written into the stored config; screens translate by id. */
  title: string;
  icon: WidgetIcon;
  colour: WidgetColour;
  size: 'small';
  group: WidgetGroup;
  /** Where tapping the tile leads (SPEC.md 2). */
  route: string;
  defaultEnabled: boolean;
  order: number | null;
}

type Row = [WidgetId, string, WidgetIcon, WidgetColour, WidgetGroup, string];
const rows: readonly Row[] = [
  ['habits_today', 'Habits Today', 'CircleCheck', 'green', 'HABITS', '/habits'],
  ['habits_streak', 'Best Streak', 'Flame', 'orange', 'HABITS', '/habits'],
  ['weekly_progress', 'Weekly Progress', 'TrendingUp', 'blue', 'PROGRESS', '/habits'],
  ['tasks_today', "Today's Tasks", 'ListTodo', 'violet', 'TASKS', '/tasks'],
  ['money_today', 'Money Today', 'Wallet', 'emerald', 'MONEY', '/money'],
  ['money_week', 'Money This Week', 'Banknote', 'emerald', 'MONEY', '/money'],
  ['money_month', 'Money This Month', 'PiggyBank', 'emerald', 'MONEY', '/money'],
  ['money_year', 'Money This Year', 'Landmark', 'emerald', 'MONEY', '/money'],
  ['mood_week', 'Mood This Week', 'Smile', 'amber', 'MOOD', '/mood'],
  ['mood_month', 'Mood This Month', 'SmilePlus', 'amber', 'MOOD', '/mood'],
  ['mood_year', 'Mood This Year', 'Heart', 'amber', 'MOOD', '/mood'],
  ['books_read', 'Books Read', 'BookOpen', 'sky', 'READING', '/books'],
  ['fitness_hours_week', 'Fitness This Week', 'Dumbbell', 'rose', 'FITNESS', '/fitness'],
  ['fitness_hours_month', 'Fitness This Month', 'Activity', 'rose', 'FITNESS', '/fitness'],
  ['focus_hours_week', 'Focus This Week', 'Timer', 'indigo', 'FOCUS', '/focus'],
  ['focus_hours_month', 'Focus This Month', 'Brain', 'indigo', 'FOCUS', '/focus'],
  ['life_score', 'Life Score', 'Gauge', 'blue', 'PROGRESS', '/dashboard'],
];

/** SPEC.md 9: the first four on by default; life_score exists but is not in the default list. */
const DEFAULT_ON = 4;
export const widgetDefinitions: readonly WidgetDefinition[] = rows.map(
  ([id, title, icon, colour, group, route], index) => ({
    id,
    title,
    icon,
    colour,
    size: 'small',
    group,
    route,
    defaultEnabled: index < DEFAULT_ON,
    order: id === 'life_score' ? null : index + 1,
  }),
);

const byId = new Map<string, WidgetDefinition>(widgetDefinitions.map((d) => [d.id, d]));
export const widgetDefinition = (id: WidgetId): WidgetDefinition => byId.get(id)!;
export const isWidgetId = (id: string): id is WidgetId => byId.has(id);

/** One entry of the stored config (SPEC.md 3): `{id, title, enabled}` in the user's order. */
export interface WidgetConfigItem {
  id: WidgetId;
  title: string;
  enabled: boolean;
}
export type WidgetConfig = readonly WidgetConfigItem[];

const item = (d: WidgetDefinition, enabled: boolean): WidgetConfigItem => ({
  id: d.id,
  title: d.title,
  enabled,
});

/** The default list: the sixteen widgets of SPEC.md 9 in their order, with their default flags. */
export function defaultWidgetConfig(): WidgetConfigItem[] {
  return widgetDefinitions.filter((d) => d.order !== null).map((d) => item(d, d.defaultEnabled));
}

/**
 * Stored entries made whole (SPEC.md 4/5): order and enabled flags are kept, an unknown id, a malformed
 * entry or a repeat is skipped, and each default widget missing from the list is appended with its flag.
 */
export function normalizeWidgetConfig(entries: readonly unknown[]): WidgetConfigItem[] {
  const out: WidgetConfigItem[] = [];
  const seen = new Set<WidgetId>();
  for (const entry of entries) {
    const parsed = widgetConfigEntry.safeParse(entry);
    if (!parsed.success || !isWidgetId(parsed.data.id) || seen.has(parsed.data.id)) continue;
    seen.add(parsed.data.id);
    out.push(item(widgetDefinition(parsed.data.id), parsed.data.enabled));
  }
  for (const d of defaultWidgetConfig()) if (!seen.has(d.id)) out.push(d);
  return out;
}

/** A config as it is kept, locally and in `preferences.widgetConfig`; updatedAt null when never known. */
export interface StoredWidgetConfig {
  updatedAt: string | null;
  widgets: WidgetConfigItem[];
}

const storedShape = z.union([
  z.array(z.unknown()),
  z.object({ updatedAt: z.iso.datetime().nullable().optional(), widgets: z.array(z.unknown()) }),
]);

/**
 * Reads a stored config: SPEC.md 3's bare list, or `{updatedAt, widgets}`. Anything that does not parse
 * (not JSON, another shape) is null, so the caller falls back to defaults. Never throws.
 */
export function parseStoredWidgetConfig(value: unknown): StoredWidgetConfig | null {
  const shape = storedShape.safeParse(value);
  if (!shape.success) return null;
  if (Array.isArray(shape.data)) return { updatedAt: null, widgets: normalizeWidgetConfig(shape.data) };
  return { updatedAt: shape.data.updatedAt ?? null, widgets: normalizeWidgetConfig(shape.data.widgets) };
}

/** The same from local storage's text; absent or not JSON is null. */
export function parseStoredWidgetConfigText(text: string | null): StoredWidgetConfig | null {
  if (text === null) return null;
  try {
    return parseStoredWidgetConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

const time = (config: StoredWidgetConfig | null): number => {
  const ms = config?.updatedAt ? Date.parse(config.updatedAt) : Number.NaN;
  return Number.isNaN(ms) ? -Infinity : ms;
};

/** DESIGN.md 1: of the device's and the account's copies the newer wins (the device's on a tie); none: defaults. */
export function newerWidgetConfig(
  local: StoredWidgetConfig | null,
  server: StoredWidgetConfig | null,
): WidgetConfigItem[] {
  const winner = server && (!local || time(server) > time(local)) ? server : local;
  return winner ? winner.widgets : defaultWidgetConfig();
}

/** The enabled widgets' definitions, in the user's order: the strip's tiles. */
export function enabledWidgets(config: WidgetConfig): WidgetDefinition[] {
  return config.filter((entry) => entry.enabled).map((entry) => widgetDefinition(entry.id));
}

/** The config with every widget listed (life_score appended off when absent): what the dialog edits. */
export function withEveryWidget(config: WidgetConfig): WidgetConfigItem[] {
  const listed = new Set(config.map((entry) => entry.id));
  return [...config, ...widgetDefinitions.filter((d) => !listed.has(d.id)).map((d) => item(d, false))];
}

export function setWidgetEnabled(config: WidgetConfig, id: WidgetId, enabled: boolean): WidgetConfigItem[] {
  return config.map((entry) => (entry.id === id ? { ...entry, enabled } : entry));
}

export function setAllWidgetsEnabled(config: WidgetConfig, enabled: boolean): WidgetConfigItem[] {
  return config.map((entry) => ({ ...entry, enabled }));
}

/**
 * Moves an enabled widget one place among the enabled ones (the strip's order): it swaps with the nearest
 * enabled widget before (-1) or after (+1). At an end, or for a disabled widget, the config is unchanged.
 */
export function moveWidget(config: WidgetConfig, id: WidgetId, direction: -1 | 1): WidgetConfigItem[] {
  const list = [...config];
  const from = list.findIndex((entry) => entry.id === id && entry.enabled);
  if (from < 0) return list;
  let to = from + direction;
  while (to >= 0 && to < list.length && !list[to]!.enabled) to += direction;
  if (to < 0 || to >= list.length) return list;
  [list[from], list[to]] = [list[to]!, list[from]!];
  return list;
}
