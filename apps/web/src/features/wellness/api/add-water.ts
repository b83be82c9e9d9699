import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { type WaterDeltaInput, WELLNESS_LIMITS, type WellnessEntry } from '@track-grow/domain/wellness';
import { wellnessApi } from '@track-grow/domain/wellness/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes, keyOf } from '../../../lib/query-keys.ts';

const clampGlasses = (glasses: number) =>
  Math.min(WELLNESS_LIMITS.waterGlasses.max, Math.max(WELLNESS_LIMITS.waterGlasses.min, glasses));

/** A cached list with `delta` glasses added to `date` (the day added when the list covers it). */
export function withWater(
  entries: WellnessEntry[],
  range: { from: string; to: string },
  { date, delta }: WaterDeltaInput,
): WellnessEntry[] {
  if (entries.some((entry) => entry.date === date))
    return entries.map((entry) =>
      entry.date === date
        ? { ...entry, waterGlasses: clampGlasses((entry.waterGlasses ?? 0) + delta) }
        : entry,
    );
  if (date < range.from || date > range.to) return entries;
  const now = new Date().toISOString();
  const day: WellnessEntry = {
    id: `optimistic-${date}`,
    date,
    sleepHours: null,
    sleepQuality: null,
    waterGlasses: clampGlasses(delta),
    meditationMinutes: null,
    steps: null,
    energy: null,
    stress: null,
    createdAt: now,
    updatedAt: now,
  };
  return [...entries, day].sort((a, b) => (a.date < b.date ? 1 : -1));
}

/** The `{from, to}` part of a wellness list key, when the key is one. */
function rangeOfKey(key: QueryKey): { from: string; to: string } | undefined {
  const part = key[1];
  if (part && typeof part === 'object' && 'from' in part && 'to' in part) {
    const { from, to } = part;
    if (typeof from === 'string' && typeof to === 'string') return { from, to };
  }
  return undefined;
}

/**
 * POST /api/wellness/water: one tap adds (or removes) a glass at once on screen; the server adds it atomically,
 * and a failed tap puts the count back.
 */
export function useAddWater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaterDeltaInput) => callApi(wellnessApi.water, input),
    onMutate: async (input) => {
      // Every cached list of days: the path alone is the prefix of their keys.
      const lists = { queryKey: keyOf(wellnessApi.list) };
      await queryClient.cancelQueries(lists);
      const before = queryClient.getQueriesData<WellnessEntry[]>(lists);
      for (const [key, entries] of before) {
        const range = rangeOfKey(key);
        if (entries && range) queryClient.setQueryData(key, withWater(entries, range, input));
      }
      return { before };
    },
    onError: (_error, _input, context?: { before: [QueryKey, WellnessEntry[] | undefined][] }) => {
      for (const [key, entries] of context?.before ?? []) queryClient.setQueryData(key, entries);
    },
    ...changes('wellness'),
  });
}
