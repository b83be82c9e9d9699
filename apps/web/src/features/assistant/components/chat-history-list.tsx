import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageSquareText, Trash2 } from 'lucide-react';
import type { ChatHistoryEntry } from '@track-grow/domain/assistant';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { dateFormatter } from '../../../lib/date-format.ts';

interface ChatHistoryListProps {
  history: ChatHistoryEntry[];
  timeZone: string;
  onOpen: (id: string) => void;
  onDelete: (id: string) => void;
  onClearAll: () => void;
}

/** Saved chats, newest first: open one to continue it, delete one, or clear them all. */
export function ChatHistoryList({ history, timeZone, onOpen, onDelete, onClearAll }: ChatHistoryListProps) {
  const { t, i18n } = useTranslation('assistant');
  const [confirming, setConfirming] = useState(false);
  const format = dateFormatter(
    i18n.language,
    { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
    timeZone,
  );
  return (
    <Card aria-labelledby="assistant-history" className="grid content-start gap-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="assistant-history" className="font-semibold">
          {t('history.title')}
        </h2>
        {history.length > 0 ? (
          <Button variant="ghost" size="sm" className="text-danger" onClick={() => setConfirming(true)}>
            {t('history.clearAll')}
          </Button>
        ) : null}
      </div>
      {history.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <ul className="grid gap-1">
          {history.map((entry) => (
            <li key={entry.id} className="flex items-center gap-1">
              <button
                type="button"
                aria-label={t('history.open', { title: entry.title })}
                onClick={() => onOpen(entry.id)}
                className="flex min-w-0 flex-1 items-center gap-3 rounded-xl px-2 py-2 text-left transition-colors hover:bg-secondary focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <MessageSquareText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="grid min-w-0">
                  <span className="truncate text-sm font-medium">{entry.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {format.format(new Date(entry.timestamp))} ·{' '}
                    {t('history.messages', { count: entry.messages.length })}
                  </span>
                </span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                className="size-9 shrink-0 text-danger"
                aria-label={t('history.delete', { title: entry.title })}
                onClick={() => onDelete(entry.id)}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('history.clearAllTitle')}
        description={t('history.clearAllBody')}
        confirmLabel={t('history.clearAll')}
        onConfirm={() => {
          onClearAll();
          setConfirming(false);
        }}
      />
    </Card>
  );
}
