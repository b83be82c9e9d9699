import { useTranslation } from 'react-i18next';
import { LoaderCircle, Search, X } from 'lucide-react';
import { Input } from '../../../components/ui/input.tsx';

/** The full-text search box (words, "phrases", or, -minus; the last word matches as a prefix). */
export function NoteSearch({
  value,
  onChange,
  busy,
}: {
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('notes');
  return (
    <div role="search" className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={value}
        maxLength={200}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && value) {
            event.preventDefault();
            onChange('');
          }
        }}
        className="h-12 rounded-2xl pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {busy ? (
        <LoaderCircle
          aria-hidden="true"
          className="absolute top-1/2 right-3.5 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
        />
      ) : value ? (
        <button
          type="button"
          aria-label={t('search.clear')}
          onClick={() => onChange('')}
          className="absolute top-1/2 right-1 inline-flex size-10 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
