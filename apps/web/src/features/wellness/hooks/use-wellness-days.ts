import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addDays } from '@track-grow/domain/shared';
import { WELLNESS_DEFAULT_DAYS } from '@track-grow/domain/wellness';
import { useUserToday } from '../../../lib/user-today.ts';
import { wellnessRangeQueryOptions } from '../api/get-wellness.ts';

/**
 * The screen's reads: the last 30 days (the charts, and the day when it is one of them), and the picked day
 * alone when it is older. A picked day after today falls back to today.
 */
export function useWellnessDays() {
  const { today } = useUserToday();
  const [picked, setPicked] = useState<string | null>(null);
  const day = picked !== null && picked <= today ? picked : today;
  const from = addDays(today, -(WELLNESS_DEFAULT_DAYS - 1));
  const inRecent = day >= from;

  const recent = useQuery(wellnessRangeQueryOptions(from, today));
  const earlier = useQuery({ ...wellnessRangeQueryOptions(day, day), enabled: !inRecent });
  const dayRead = inRecent ? recent : earlier;
  return {
    today,
    day,
    pick: setPicked,
    recent,
    earlier,
    dayRead,
    entry: dayRead.data?.find((e) => e.date === day),
  };
}
