import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultWidgetConfig,
  enabledWidgets,
  moveWidget,
  newerWidgetConfig,
  normalizeWidgetConfig,
  parseStoredWidgetConfig,
  parseStoredWidgetConfigText,
  setAllWidgetsEnabled,
  setWidgetEnabled,
  widgetDefinitions,
  widgetGroups,
  withEveryWidget,
  type WidgetConfigItem,
} from './widgets';

const ids = (config: readonly WidgetConfigItem[]) => config.map((entry) => entry.id);
const on = (config: readonly WidgetConfigItem[]) => ids(config.filter((entry) => entry.enabled));

describe('widget definitions (SPEC.md 9)', () => {
  it('list the sixteen defaults in order, the first four on, and life_score outside the default list', () => {
    const defaults = defaultWidgetConfig();
    expect(ids(defaults)).toEqual([
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
    ]);
    expect(on(defaults)).toEqual(['habits_today', 'habits_streak', 'weekly_progress', 'tasks_today']);
    const orders = widgetDefinitions.map((d) => d.order);
    expect(orders).toEqual([...Array.from({ length: 16 }, (_, i) => i + 1), null]);
    expect(widgetDefinitions.find((d) => d.id === 'life_score')).toMatchObject({
      group: 'PROGRESS',
      route: '/dashboard',
      defaultEnabled: false,
    });
  });

  it('put each widget in its SPEC.md 2 group and route', () => {
    const group = (prefix: string) =>
      widgetDefinitions.filter((d) => d.id.startsWith(prefix)).map((d) => [d.group, d.route]);
    expect(new Set(group('money_').map(String))).toEqual(new Set(['MONEY,/money']));
    expect(new Set(group('mood_').map(String))).toEqual(new Set(['MOOD,/mood']));
    expect(new Set(group('fitness_').map(String))).toEqual(new Set(['FITNESS,/fitness']));
    expect(new Set(group('focus_').map(String))).toEqual(new Set(['FOCUS,/focus']));
    const find = (id: string) => widgetDefinitions.find((d) => d.id === id);
    expect(find('habits_today')).toMatchObject({ group: 'HABITS', route: '/habits' });
    expect(find('habits_streak')).toMatchObject({ group: 'HABITS', route: '/habits' });
    expect(find('weekly_progress')).toMatchObject({ group: 'PROGRESS', route: '/habits' });
    expect(find('tasks_today')).toMatchObject({ group: 'TASKS', route: '/tasks' });
    expect(find('books_read')).toMatchObject({ group: 'READING', route: '/books' });
    for (const g of widgetGroups)
      expect(
        widgetDefinitions.some((d) => d.group === g),
        g,
      ).toBe(true);
    expect(widgetDefinitions.every((d) => d.size === 'small')).toBe(true);
  });
});

describe('stored widget config (SPEC.md 4/5)', () => {
  it('keeps the stored order and flags, skips unknown ids and repeats, and appends missing defaults', () => {
    const config = normalizeWidgetConfig([
      { id: 'mood_week', title: 'Mood', enabled: true },
      { id: 'clock', title: 'Clock', enabled: true },
      { id: 'habits_today', title: 'Habits', enabled: false },
      { id: 'mood_week', title: 'Again', enabled: false },
      { id: 'life_score', title: 'Life Score', enabled: true },
      { nonsense: true },
    ]);
    expect(ids(config).slice(0, 3)).toEqual(['mood_week', 'habits_today', 'life_score']);
    expect(config).toHaveLength(17);
    expect(on(config)).toEqual([
      'mood_week',
      'life_score',
      'habits_streak',
      'weekly_progress',
      'tasks_today',
    ]);
    // Titles come from the definitions, not from whatever was stored.
    expect(config[0]!.title).toBe('Mood This Week');
  });

  it('reads the bare list and the {updatedAt, widgets} shape; anything else is null', () => {
    const widgets = [{ id: 'books_read', title: 'Books', enabled: true }];
    expect(parseStoredWidgetConfig(widgets)?.updatedAt).toBeNull();
    const stored = parseStoredWidgetConfig({ updatedAt: '2026-03-05T10:00:00.000Z', widgets });
    expect(stored?.updatedAt).toBe('2026-03-05T10:00:00.000Z');
    expect(stored?.widgets[0]).toEqual({ id: 'books_read', title: 'Books Read', enabled: true });
    expect(parseStoredWidgetConfig('widgets')).toBeNull();
    expect(parseStoredWidgetConfig({ widgets: 'x' })).toBeNull();
    expect(parseStoredWidgetConfigText('{not json')).toBeNull();
    expect(parseStoredWidgetConfigText(null)).toBeNull();
  });

  it('never throws on arbitrary JSON, and always yields known ids, each once, defaults included', () => {
    const known = new Set(widgetDefinitions.map((d) => d.id));
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const parsed = parseStoredWidgetConfig(value);
        const text = parseStoredWidgetConfigText(JSON.stringify(value));
        if (parsed === null) return text === null;
        const list = ids(parsed.widgets);
        return (
          list.every((id) => known.has(id)) &&
          new Set(list).size === list.length &&
          defaultWidgetConfig().every((d) => list.includes(d.id))
        );
      }),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseStoredWidgetConfigText(text);
        return parsed === null || parsed.widgets.length >= 16;
      }),
    );
  });

  it('takes the newer copy, the local one on a tie or without dates, and defaults when there is none', () => {
    const local = {
      updatedAt: '2026-03-05T10:00:00.000Z',
      widgets: setAllWidgetsEnabled(defaultWidgetConfig(), false),
    };
    const server = {
      updatedAt: '2026-03-06T10:00:00.000Z',
      widgets: setAllWidgetsEnabled(defaultWidgetConfig(), true),
    };
    expect(newerWidgetConfig(local, server)).toBe(server.widgets);
    expect(newerWidgetConfig({ ...local, updatedAt: '2026-03-07T00:00:00.000Z' }, server)).toBe(
      local.widgets,
    );
    expect(newerWidgetConfig({ ...local, updatedAt: server.updatedAt }, server)).toBe(local.widgets);
    expect(newerWidgetConfig({ ...local, updatedAt: null }, server)).toBe(server.widgets);
    expect(newerWidgetConfig(null, server)).toBe(server.widgets);
    expect(newerWidgetConfig(local, null)).toBe(local.widgets);
    expect(newerWidgetConfig(null, null)).toEqual(defaultWidgetConfig());
  });
});

describe('editing the config', () => {
  const base = withEveryWidget(defaultWidgetConfig());

  it('lists every widget for the dialog, life_score appended off', () => {
    expect(base).toHaveLength(17);
    expect(base[16]).toEqual({ id: 'life_score', title: 'Life Score', enabled: false });
    expect(withEveryWidget(base)).toEqual(base);
  });

  it('turns one widget or all of them on and off', () => {
    expect(on(setWidgetEnabled(base, 'books_read', true))).toContain('books_read');
    expect(on(setWidgetEnabled(base, 'habits_today', false))).not.toContain('habits_today');
    expect(on(setAllWidgetsEnabled(base, true))).toHaveLength(17);
    expect(enabledWidgets(setAllWidgetsEnabled(base, false))).toEqual([]);
  });

  it('moves an enabled widget among the enabled ones, skipping disabled ones, and not past an end', () => {
    const withLife = setWidgetEnabled(base, 'life_score', true);
    const down = moveWidget(withLife, 'tasks_today', 1);
    expect(on(down)).toEqual([
      'habits_today',
      'habits_streak',
      'weekly_progress',
      'life_score',
      'tasks_today',
    ]);
    expect(on(moveWidget(down, 'tasks_today', -1))).toEqual(on(withLife));
    expect(moveWidget(withLife, 'habits_today', -1)).toEqual(withLife);
    expect(moveWidget(withLife, 'money_today', 1)).toEqual(withLife);
    expect(
      enabledWidgets(moveWidget(base, 'habits_streak', -1))
        .map((d) => d.id)
        .slice(0, 2),
    ).toEqual(['habits_streak', 'habits_today']);
  });

  it('a move never loses or duplicates a widget (property)', () => {
    const allIds = base.map((entry) => entry.id);
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 17, maxLength: 17 }),
        fc.constantFrom(...allIds),
        fc.constantFrom(-1 as const, 1 as const),
        (flags, id, direction) => {
          const config = base.map((entry, i) => ({ ...entry, enabled: flags[i]! }));
          const moved = moveWidget(config, id, direction);
          return (
            [...ids(moved)].sort().join() === [...allIds].sort().join() &&
            on(moved).length === on(config).length
          );
        },
      ),
    );
  });
});
