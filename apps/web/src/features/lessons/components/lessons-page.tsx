import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchX } from 'lucide-react';
import { lessonTopics, type LessonTopic, type LessonSummary } from '@track-grow/domain/lessons';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import '../i18n.ts';
import { useLessonLibrary } from '../api/get-lessons.ts';
import { DailyQuoteCard, LessonOfTheDayCard } from './daily-cards.tsx';
import { LessonDialog } from './lesson-dialog.tsx';
import { TopicSection } from './topic-section.tsx';

const matches = (lesson: LessonSummary, words: string) =>
  `${lesson.title} ${lesson.summary}`.toLowerCase().includes(words);

/** /lessons: the lesson and quote of the day, and the library by topic with progress; a lesson opens in a dialog. */
export default function LessonsPage() {
  const { t } = useTranslation('lessons');
  const library = useLessonLibrary();
  useFailureToast([library], { title: t('errors.loadFailed'), description: t('errors.generic') });
  const [openId, setOpenId] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [topic, setTopic] = useState<LessonTopic | 'all'>('all');

  const lessons = library.data?.lessons;
  const open = lessons?.find((lesson) => lesson.id === openId) ?? null;
  const ofTheDay = lessons?.find((lesson) => lesson.id === library.data?.lessonOfTheDay);
  const learned = lessons?.filter((lesson) => lesson.learnedAt).length ?? 0;
  const words = search.trim().toLowerCase();
  const groups = useMemo(
    () =>
      lessonTopics
        .filter((key) => topic === 'all' || key === topic)
        .map((key) => {
          const all = (lessons ?? []).filter((lesson) => lesson.topic === key);
          return {
            topic: key,
            all,
            shown: all.filter((lesson) => matches(lesson, words)),
          };
        })
        .filter((group) => group.shown.length > 0),
    [lessons, topic, words],
  );
  const openLesson = (lesson: LessonSummary) => setOpenId(lesson.id);

  return (
    <div className="grid gap-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid items-start gap-5 lg:grid-cols-2">
        <LessonOfTheDayCard lesson={ofTheDay} onOpen={openLesson} />
        <DailyQuoteCard />
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="lessons-search">{t('filter.search')}</Label>
          <Input
            id="lessons-search"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="lessons-topic">{t('filter.topic')}</Label>
          <Select
            id="lessons-topic"
            value={topic}
            onChange={(event) => setTopic(event.target.value as LessonTopic | 'all')}
            options={[
              { value: 'all', label: t('filter.all') },
              ...lessonTopics.map((key) => ({ value: key, label: t(`topics.${key}`) })),
            ]}
          />
        </div>
      </div>

      {lessons ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {t('progress.overall', { learned, total: lessons.length })} · {t('contentNote')}
        </p>
      ) : null}

      {!lessons ? (
        <div className="grid gap-5 md:grid-cols-2" role="status" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} className="h-56 rounded-2xl" />
          ))}
        </div>
      ) : groups.length === 0 ? (
        <EmptyState
          icon={SearchX}
          title={t('filter.noMatch')}
          actions={
            <Button
              variant="outline"
              onClick={() => {
                setSearch('');
                setTopic('all');
              }}
            >
              {t('filter.clear')}
            </Button>
          }
        >
          {t('filter.noMatchBody')}
        </EmptyState>
      ) : (
        <div className="grid items-start gap-5 md:grid-cols-2">
          {groups.map((group) => (
            <TopicSection
              key={group.topic}
              topic={group.topic}
              lessons={group.shown}
              learned={group.all.filter((lesson) => lesson.learnedAt).length}
              total={group.all.length}
              onOpen={openLesson}
            />
          ))}
        </div>
      )}

      <LessonDialog lesson={open} onClose={() => setOpenId(null)} />
    </div>
  );
}
