import '../lib/i18n.ts';
import {
  MutationObserver,
  QueryClientProvider,
  type QueryClient,
  type QueryKey,
  type QueryMeta,
  type MutationMeta,
} from '@tanstack/react-query';
import type * as TanStackQuery from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import { vacationsApi } from '@track-grow/domain/habits/api';
import { chartDataQuery } from '../features/dashboard/api/get-chart-data.ts';
import { vacationsQuery } from '../features/habits/api/get-vacations.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { changes, type Area } from '../lib/query-keys.ts';

/** What a hook asks of TanStack Query, captured rather than run: its reads' and its writes' options. */
const asked = vi.hoisted(() => ({
  reads: [] as { queryKey?: QueryKey; meta?: QueryMeta }[],
  writes: [] as { meta?: MutationMeta }[],
}));
vi.mock('@tanstack/react-query', async (original) => {
  const actual = await original<typeof TanStackQuery>();
  const read = (options: { queryKey?: QueryKey; meta?: QueryMeta }) => {
    asked.reads.push(options);
    return { data: undefined };
  };
  return {
    ...actual,
    useQuery: read,
    useInfiniteQuery: read,
    useSuspenseQuery: read,
    useQueries: ({ queries }: { queries: { queryKey?: QueryKey; meta?: QueryMeta }[] }) => queries.map(read),
    useMutation: (options: { meta?: MutationMeta }) => {
      asked.writes.push(options);
      return { mutate: () => undefined, mutateAsync: () => Promise.resolve() };
    },
  };
});

interface Read {
  name: string;
  queryKey: QueryKey;
  dependsOn: readonly Area[] | undefined;
}
interface Write {
  name: string;
  changes: readonly Area[] | undefined;
}

/** Every area's api modules, and the profile write of lib: a new area's reads and writes are found here. */
const modules = {
  ...import.meta.glob<Record<string, unknown>>(['../features/*/api/*.ts', '!**/*.test.ts'], { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('../lib/use-update-user.ts', { eager: true }),
};

/** Arguments for the hooks that cannot be called without one (the rest get none: only options are read). */
const hookArguments: Record<string, unknown[]> = { useHabitsStats: [['h1']] };

const isQueryOptions = (
  value: unknown,
): value is { queryKey: QueryKey; queryFn: unknown; meta?: QueryMeta } =>
  typeof value === 'object' && value !== null && 'queryKey' in value && 'queryFn' in value;

/**
 * The query options exported as values or made by factories (`…Query`, `…QueryOptions`), and every hook's
 * reads and writes.
 */
function collect(): { reads: Read[]; writes: Write[] } {
  const reads: Read[] = [];
  const writes: Write[] = [];
  const addRead = (name: string, options: { queryKey?: QueryKey; meta?: QueryMeta }) =>
    reads.push({ name, queryKey: options.queryKey ?? [], dependsOn: options.meta?.dependsOn });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client: queryClient }, children);
  for (const [file, exports] of Object.entries(modules)) {
    const where = file.replace(/^\.\.\/(features\/)?/, '').replace(/\.ts$/, '');
    for (const [name, value] of Object.entries(exports)) {
      if (isQueryOptions(value)) addRead(`${where}:${name}`, value);
      else if (typeof value === 'function' && /^use[A-Z]/.test(name)) {
        asked.reads.length = 0;
        asked.writes.length = 0;
        const hook = value as (...args: unknown[]) => unknown;
        renderHook(() => hook(...(hookArguments[name] ?? [])), { wrapper }).unmount();
        asked.reads.forEach((options, index) => addRead(`${where}:${name}#${index}`, options));
        asked.writes.forEach((options, index) =>
          writes.push({ name: `${where}:${name}#${index}`, changes: options.meta?.changes }),
        );
      } else if (typeof value === 'function' && /Query(Options)?$/.test(name)) {
        const options: unknown = (value as () => unknown)();
        if (isQueryOptions(options)) addRead(`${where}:${name}`, options);
      }
    }
  }
  return { reads, writes };
}

const { reads, writes } = collect();
const overlaps = (a: readonly Area[] = [], b: readonly Area[] = []) => a.some((area) => b.includes(area));

/**
 * Caches every read (each under a key of its own), settles a write that declared `changed`, and names the
 * reads it left stale.
 */
async function refreshed(changed: readonly Area[]): Promise<string[]> {
  const queryClient: QueryClient = createQueryClient();
  for (const read of reads) {
    const queryKey = [read.name, ...read.queryKey];
    queryClient.getQueryCache().build(queryClient, { queryKey, meta: { dependsOn: read.dependsOn ?? [] } });
    queryClient.setQueryData(queryKey, []);
  }
  await new MutationObserver(queryClient, {
    mutationFn: () => Promise.resolve(),
    meta: { changes: changed },
  }).mutate();
  return reads
    .filter((read) => queryClient.getQueryState([read.name, ...read.queryKey])?.isInvalidated)
    .map((read) => read.name)
    .sort();
}

/**
 * Writes that declare no area: signing in, a password, an email, the account's end (the page reloads), the
 * onboarding flag and the profile image (each sets the cached user itself), and the imports, which refresh
 * their areas themselves only when they wrote (a dry run writes nothing).
 */
const writesOfNoArea = [
  'auth/api/forgot-password:useForgotPassword#0',
  'auth/api/login:useLogin#0',
  'auth/api/reset-password:useResetPassword#0',
  'auth/api/signup:useSignup#0',
  'money/api/import-transactions:useImportTransactions#0',
  'onboarding/api/complete-onboarding:useCompleteOnboarding#0',
  'profile/api/change-password:useChangePassword#0',
  'profile/api/delete-account:useDeleteAccount#0',
  'profile/api/transfer:useImport#0',
  'profile/api/upload-image:useUploadProfileImage#0',
];

describe('every read and write declares its areas (found in every feature’s api/)', () => {
  it('finds the reads or writes of every feature’s api/, and a read of every area a write changes', () => {
    const features = new Set(Object.keys(modules).map((file) => /features\/([^/]+)\//.exec(file)?.[1]));
    features.delete(undefined);
    // The assistant's chat turn is a plain call: nothing of it is cached.
    features.delete('assistant');
    const found = [...reads, ...writes].map((one) => one.name);
    for (const feature of features)
      expect(
        found.some((name) => name.startsWith(`${feature}/`)),
        feature,
      ).toBe(true);
    for (const area of new Set(writes.flatMap((write) => write.changes ?? [])))
      expect(
        reads.some((read) => read.dependsOn?.includes(area)),
        area,
      ).toBe(true);
  });

  it('each read declares the areas it depends on', () => {
    const undeclared = reads.filter((read) => !read.dependsOn?.length).map((read) => read.name);
    expect(undeclared).toEqual([]);
  });

  it('each write declares the areas it changes, or is one that changes none', () => {
    const undeclared = writes.filter((write) => !write.changes?.length).map((write) => write.name);
    expect(undeclared.sort()).toEqual(writesOfNoArea);
  });

  it('a write refreshes exactly the reads that depend on one of its areas', async () => {
    for (const write of writes.filter((one) => one.changes?.length)) {
      const expected = reads
        .filter((read) => overlaps(read.dependsOn, write.changes))
        .map((read) => read.name)
        .sort();
      expect(await refreshed(write.changes ?? []), write.name).toEqual(expected);
    }
  });
});

/** The reads SPEC.md 7 and DESIGN.md 5 name, by the query options that make them. */
const named: Record<string, string> = {
  habits: 'habits/api/get-habits:activeHabitsQuery',
  'archived habits': 'habits/api/get-habits:archivedHabitsQuery',
  completions: 'habits/api/get-completions:completionsQuery',
  'habit stats': 'habits/api/habit-stats:habitStatsQuery',
  heatmap: 'habits/api/heatmap-stats:heatmapQuery',
  vacations: 'habits/api/get-vacations:vacationsQuery',
  budget: 'money/api/get-budget-threshold:budgetThresholdQuery',
  'money alerts': 'money/api/get-money-alerts:moneyAlertsQuery',
  'money summary': 'money/api/get-money-summary:moneySummaryQuery',
  'month transactions': 'money/api/get-transactions:monthTransactionsQuery',
  'range transactions': 'money/api/get-transactions:rangeTransactionsQuery',
  'transaction of day': 'money/api/get-transactions:anyTransactionOfDayQuery',
  mood: 'mood/api/get-moods:moodsQueryOptions',
  'day moods': 'mood/api/get-moods:dayMoodsQueryOptions',
  'mood summary': 'mood/api/get-mood-summary:moodSummaryQueryOptions',
  'mood insights': 'mood/api/get-mood-insights:moodInsightsQueryOptions',
  notes: 'notes/api/get-notes:notesQueryOptions',
  tasks: 'tasks/api/get-tasks:allTasksQueryOptions',
  'task view': 'tasks/api/get-tasks:taskViewQueryOptions',
  subtasks: 'tasks/api/get-tasks:subtasksQueryOptions',
  'task counts': 'tasks/api/get-task-counts:taskCountsQueryOptions',
  'chart data': 'dashboard/api/get-chart-data:chartDataQuery',
  'life score': 'dashboard/api/get-life-score:lifeScoreQuery',
  'dashboard analytics': 'dashboard/api/get-dashboard-analytics:dashboardAnalyticsQuery',
  insights: 'dashboard/api/get-insights:insightsQuery',
  widgets: 'widgets/api/get-widget-data:widgetDataQuery',
};

/** The named reads a write that changed `area` refreshes. */
async function refreshedBy(area: Area): Promise<string[]> {
  const stale = await refreshed(changes(area).meta.changes);
  return Object.entries(named)
    .filter(([, name]) => stale.includes(name))
    .map(([label]) => label)
    .sort();
}

it('finds every named read', () => {
  for (const name of Object.values(named)) expect(reads.map((read) => read.name)).toContain(name);
});

const habitData = ['archived habits', 'completions', 'habit stats', 'habits', 'heatmap'];
/** The life score's reads: a day's score is made of mood, habits, fitness, tasks and money (DESIGN.md 5). */
const scoreReads = ['chart data', 'dashboard analytics', 'insights', 'life score'];

describe('which reads a write refreshes', () => {
  it('habits: SPEC.md 7 toggle set — every habit read, dashboard analytics, life score and chart data', async () => {
    expect(await refreshedBy('habits')).toEqual(
      [...habitData, ...scoreReads, 'mood insights', 'widgets'].sort(),
    );
  });

  it('vacations: the vacation lists, every habit read and the score (scheduled days change)', async () => {
    expect(await refreshedBy('vacations')).toEqual(
      [...habitData, ...scoreReads, 'vacations', 'widgets'].sort(),
    );
  });

  it('tasks: task lists and counts, mood insights, the score', async () => {
    expect(await refreshedBy('tasks')).toEqual(
      [...scoreReads, 'mood insights', 'subtasks', 'task counts', 'task view', 'tasks', 'widgets'].sort(),
    );
  });

  it('money: transactions (the one-day read too), summary, budget and alerts', async () => {
    expect(await refreshedBy('money')).toEqual(
      [
        ...scoreReads,
        'budget',
        'money alerts',
        'money summary',
        'month transactions',
        'range transactions',
        'transaction of day',
        'widgets',
      ].sort(),
    );
  });

  it('mood: the mood lists (the one-day read too), summary and insights', async () => {
    expect(await refreshedBy('mood')).toEqual(
      [...scoreReads, 'day moods', 'mood insights', 'mood summary', 'mood', 'widgets'].sort(),
    );
  });

  it('notes: the notes lists, the week totals of /dashboard and the all-area readers', async () => {
    expect(await refreshedBy('notes')).toEqual(['dashboard analytics', 'notes', 'widgets']);
  });

  it('profile: the score and its charts, whose fitness part is measured against the weekly goal', async () => {
    expect(await refreshedBy('profile')).toEqual(
      expect.arrayContaining(['chart data', 'life score', 'widgets']),
    );
  });

  it('the chart data key carries its range (SPEC.md 7)', () => {
    expect(chartDataQuery('3months').queryKey).toEqual([dashboardApi.chartData.path, { range: '3months' }]);
  });

  it('every key is still the API path first (SPEC.md 7)', () => {
    for (const read of reads) expect(String(read.queryKey[0]), read.name).toMatch(/^\/api\//);
    expect(vacationsQuery().queryKey[0]).toBe(vacationsApi.list.path);
  });
});
