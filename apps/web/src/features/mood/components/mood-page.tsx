import '../i18n.ts';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Sprout } from 'lucide-react';
import type { Mood } from '@track-grow/domain/mood';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { moodSummaryQueryOptions } from '../api/get-mood-summary.ts';
import { moodsQueryOptions } from '../api/get-moods.ts';
import { useCreateIntent } from '../../../lib/use-create-intent.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useUserToday } from '../../../lib/user-today.ts';
import { MoodAverages } from './mood-averages.tsx';
import { MoodInsights } from './mood-insights.tsx';
import { MoodLogger } from './mood-logger.tsx';
import { MoodSheet } from './mood-sheet.tsx';
import { AveragesSkeleton, CardSkeleton, RecentSkeleton } from './mood-skeletons.tsx';
import { MoodTrendChart } from './mood-trend-chart.tsx';
import { RecentMoods } from './recent-moods.tsx';
import { YearInPixels } from './year-in-pixels.tsx';

interface SheetState {
  open: boolean;
  mood: Mood | null;
  key: number;
}

export default function MoodPage() {
  const { t } = useTranslation('mood');
  const { user } = useCurrentUser();
  const { today } = useUserToday();
  const currentYear = Number(today.slice(0, 4));
  const [year, setYear] = useState(currentYear);
  const [sheet, setSheet] = useState<SheetState>({ open: false, mood: null, key: 0 });
  // /mood?new=1 (the Hub's "Quick add"): the logger is the create form, so it takes the focus.
  const intent = useCreateIntent();

  const summary = useQuery(moodSummaryQueryOptions(year));
  const moods = useQuery(moodsQueryOptions);
  useFailureToast([summary, moods], { title: t('toasts.loadFailed'), description: t('toasts.tryAgain') });

  const timeZone = user?.timezone ?? 'UTC';
  const entries = moods.data ?? [];
  // Back to the year the account started, or further to the oldest entry's (the summary's firstYear).
  const firstYear = summary.data?.firstYear ?? currentYear;
  const minYear = Math.min(Number((user?.createdAt ?? today).slice(0, 4)), firstYear);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <MoodLogger today={today} autoFocus={intent !== null} />
      {summary.data ? <MoodAverages summary={summary.data} /> : <AveragesSkeleton />}
      <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
        <div className="grid gap-5">
          {summary.data ? <MoodTrendChart summary={summary.data} /> : <CardSkeleton />}
          <MoodInsights />
        </div>
        {summary.data ? (
          <YearInPixels
            year={year}
            days={summary.data.pixels.year === year ? summary.data.pixels.days : {}}
            today={today}
            onYear={setYear}
            minYear={minYear}
            busy={summary.isPlaceholderData}
          />
        ) : (
          <CardSkeleton tall />
        )}
      </div>
      {moods.isPending ? (
        <RecentSkeleton />
      ) : entries.length === 0 && !moods.isError ? (
        <EmptyState icon={Sprout} title={t('empty.title')}>
          <p>{t('empty.body')}</p>
        </EmptyState>
      ) : (
        <RecentMoods
          moods={entries}
          today={today}
          timeZone={timeZone}
          onEdit={(mood) => setSheet((current) => ({ open: true, mood, key: current.key + 1 }))}
        />
      )}
      <MoodSheet
        key={sheet.key}
        open={sheet.open}
        onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
        mood={sheet.mood}
        today={today}
      />
    </div>
  );
}
