import '../i18n.ts';
import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMinuteClock } from '../../../lib/user-today.ts';
import { CloudOff, NotebookPen, Plus, SearchX } from 'lucide-react';
import type { Note } from '@track-grow/domain/notes';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { AreaPageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { notesQueryOptions } from '../api/get-notes.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { useCreateIntent } from '../../../lib/use-create-intent.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { NoteCard } from './note-card.tsx';
import { NoteSearch } from './note-search.tsx';
import { NoteSheet } from './note-sheet.tsx';
import { NoteTagFilter } from './note-tag-filter.tsx';
import { NotesSkeleton } from './notes-skeleton.tsx';
import { QuickNotesSection } from './quick-notes-section.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';

interface SheetState {
  open: boolean;
  note: Note | null;
  key: number;
}

export default function NotesPage() {
  const { t } = useTranslation('notes');
  const { user } = useCurrentUser();
  const now = useMinuteClock();
  const timeZone = user?.timezone ?? 'UTC';
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState('');
  // /notes?new=1 (the Hub's "Quick add") opens the new-note sheet.
  const intent = useCreateIntent();
  const [sheet, setSheet] = useState<SheetState>({ open: intent !== null, note: null, key: 0 });
  const q = useDebouncedValue(search.trim(), 300);

  const list = useInfiniteQuery(notesQueryOptions({ q, tag }));
  // The unfiltered list names the tags in use (the same query as the list when nothing is filtered).
  const unfiltered = useInfiniteQuery(notesQueryOptions({ q: '', tag: '' }));
  useFailureToast([list], { title: t('toasts.loadFailed'), description: t('toasts.tryAgain') });

  const notes = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? [], [list.data]);
  const tags = useMemo(
    () =>
      [
        ...new Set(unfiltered.data?.pages.flatMap((page) => page.items.flatMap((note) => note.tags)) ?? []),
      ].sort(),
    [unfiltered.data],
  );

  const openSheet = (note: Note | null) =>
    setSheet((current) => ({ open: true, note, key: current.key + 1 }));
  const searching = q !== '' || tag !== '';
  const pinned = searching ? [] : notes.filter((note) => note.pinned);
  const others = searching ? notes : notes.filter((note) => !note.pinned);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5">
      <AreaPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        addLabel={t('newNote')}
        onAdd={() => openSheet(null)}
        phone="icon"
      />
      <div className="grid gap-3">
        <NoteSearch value={search} onChange={setSearch} busy={list.isFetching && search.trim() !== ''} />
        {tags.length > 0 || tag ? <NoteTagFilter tags={tags} selected={tag} onChange={setTag} /> : null}
      </div>
      {user && !searching ? <QuickNotesSection userId={user.id} now={now} timeZone={timeZone} /> : null}
      <div aria-busy={list.isPending} className="grid gap-5">
        {list.isPending ? (
          <NotesSkeleton />
        ) : list.isError && notes.length === 0 ? (
          <EmptyState
            icon={CloudOff}
            title={t('empty.error.title')}
            actions={
              <Button variant="outline" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            <p>{t('empty.error.body')}</p>
          </EmptyState>
        ) : notes.length === 0 ? (
          searching ? (
            <EmptyState icon={SearchX} title={t('empty.search.title')}>
              <p>{q ? t('empty.search.body', { q }) : t('empty.search.tagBody', { tag })}</p>
            </EmptyState>
          ) : (
            <EmptyState
              icon={NotebookPen}
              title={t('empty.none.title')}
              actions={
                <Button onClick={() => openSheet(null)}>
                  <Plus aria-hidden="true" />
                  {t('newNote')}
                </Button>
              }
            >
              <p>{t('empty.none.body')}</p>
            </EmptyState>
          )
        ) : (
          <>
            {searching ? (
              <p role="status" className="text-sm text-muted-foreground">
                {t('results', { count: notes.length, more: list.hasNextPage ? '+' : '' })}
              </p>
            ) : null}
            {pinned.length > 0 ? (
              <NoteSection
                title={t('sections.pinned')}
                notes={pinned}
                now={now}
                timeZone={timeZone}
                onOpen={openSheet}
              />
            ) : null}
            {others.length > 0 ? (
              <NoteSection
                title={searching ? null : pinned.length > 0 ? t('sections.others') : null}
                notes={others}
                now={now}
                timeZone={timeZone}
                onOpen={openSheet}
              />
            ) : null}
            {list.hasNextPage ? (
              <LoadMoreButton
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
                label={t('loadMore')}
                loadingLabel={t('loadingMore')}
              />
            ) : null}
          </>
        )}
      </div>
      <NoteSheet
        key={sheet.key}
        open={sheet.open}
        onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
        note={sheet.note}
        tagSuggestions={tags}
      />
    </div>
  );
}

function NoteSection({
  title,
  notes,
  now,
  timeZone,
  onOpen,
}: {
  title: string | null;
  notes: readonly Note[];
  now: Date;
  timeZone: string;
  onOpen: (note: Note) => void;
}) {
  return (
    <section className="grid gap-2" aria-label={title ?? undefined}>
      {title ? (
        <h2 className="px-1 text-xs font-bold tracking-wide text-muted-foreground uppercase">{title}</h2>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {notes.map((note) => (
          <NoteCard key={note.id} note={note} now={now} timeZone={timeZone} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}
