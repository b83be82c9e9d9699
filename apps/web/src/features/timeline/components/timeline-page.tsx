import '../i18n.ts';
import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { CheckCheck, CloudOff, History } from 'lucide-react';
import { timelineAreas, type TimelineArea } from '@track-grow/domain/timeline';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useToday, userZone } from '../../../lib/user-today.ts';
import { timelineQueryOptions } from '../api/get-timeline.ts';
import { dayHeading, groupByDay } from '../format.ts';
import { useLoadOnView } from '../hooks/use-load-on-view.ts';
import { AreaFilter } from './area-filter.tsx';
import { TimelineDayGroup } from './timeline-day-group.tsx';
import { TimelineSkeleton } from './timeline-skeleton.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';

const isTimelineArea = (value: string | null): value is TimelineArea =>
  (timelineAreas as readonly (string | null)[]).includes(value);

/** /timeline?area=mood: everything the user did, newest first, by day; more as they scroll. */
export default function TimelinePage() {
  const { t, i18n } = useTranslation('timeline');
  const { user } = useCurrentUser();
  const today = useToday(user);
  const timeZone = userZone(user);

  // The filter lives in the URL, so a reload and the back button keep it; an unknown area shows everything.
  const [params, setParams] = useSearchParams();
  const requested = params.get('area');
  const area = isTimelineArea(requested) ? requested : '';
  const setArea = (next: TimelineArea | '') =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('area', next);
        else updated.delete('area');
        return updated;
      },
      { replace: true },
    );

  const list = useInfiniteQuery(timelineQueryOptions(area));
  useFailureToast([list], { title: t('error.title'), description: t('error.body') });
  const days = useMemo(() => groupByDay(list.data?.pages.flatMap((page) => page.items) ?? []), [list.data]);

  const canLoadMore = list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError;
  const loadMore = () => void list.fetchNextPage();
  const sentinel = useLoadOnView<HTMLDivElement>(loadMore, canLoadMore);
  const options = { language: i18n.language, currency: user?.currency ?? 'USD' };

  return (
    <div className="mx-auto grid w-full max-w-2xl min-w-0 gap-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <AreaFilter value={area} onChange={setArea} />
      <div aria-busy={list.isPending} className="grid min-w-0 gap-5">
        {list.isPending ? (
          <TimelineSkeleton />
        ) : list.isError && days.length === 0 ? (
          <EmptyState
            icon={CloudOff}
            title={t('error.title')}
            actions={
              <Button variant="outline" onClick={() => void list.refetch()}>
                {t('error.retry')}
              </Button>
            }
          >
            <p>{t('error.body')}</p>
          </EmptyState>
        ) : days.length === 0 ? (
          <EmptyState
            icon={History}
            title={t('empty.title')}
            actions={
              area ? (
                <Button variant="outline" onClick={() => setArea('')}>
                  {t('empty.showAll')}
                </Button>
              ) : null
            }
          >
            <p>{area ? t(`empty.filtered.${area}`) : t('empty.body')}</p>
          </EmptyState>
        ) : (
          <>
            {days.map((day) => (
              <TimelineDayGroup
                key={day.date}
                day={day}
                heading={dayHeading(t, day.date, today, i18n.language)}
                options={options}
                timeZone={timeZone}
              />
            ))}
            {list.hasNextPage ? (
              <div ref={sentinel} className="grid justify-items-center gap-2">
                {list.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-muted-foreground">
                    {t('error.more')}
                  </p>
                ) : null}
                <LoadMoreButton
                  loading={list.isFetchingNextPage}
                  onClick={loadMore}
                  label={list.isFetchNextPageError ? t('error.retry') : t('loadMore')}
                  loadingLabel={t('loadingMore')}
                />
              </div>
            ) : (
              <p className="flex items-center justify-center gap-2 py-2 text-sm text-muted-foreground">
                <CheckCheck aria-hidden="true" className="size-4" />
                {t('end')}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
