import { useEffect } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sendQueuedDayWrite } from '../features/habits/api/queued-day-writes.ts';
import { dateFormatter, dayInstant } from '../lib/date-format.ts';
import { i18n } from '../lib/i18n.ts';
import { flushQueue, OFFLINE_QUEUE_CHANGED, readQueue, type QueuedWrite } from '../lib/offline-queue.ts';
import { browserOnline, followBrowserOnline } from '../lib/online.ts';
import { invalidateAreas } from '../lib/query-keys.ts';
import { getUserId } from '../lib/storage.ts';
import { toast } from '../lib/toast.ts';

function reportRefused(write: QueuedWrite): void {
  const date = dateFormatter(i18n.language, { month: 'short', day: 'numeric' }).format(
    dayInstant(write.date),
  );
  toast({
    title: i18n.t('offline.refusedTitle'),
    description: i18n.t('offline.refusedDay', { habit: write.habitName || '—', date }),
    variant: 'destructive',
  });
}

/** Sends the signed-in user's queued writes in order, then refreshes what they changed. */
export async function sendQueuedWrites(queryClient: QueryClient): Promise<void> {
  const userId = getUserId();
  if (!userId || readQueue(userId).length === 0) return;
  const result = await flushQueue(userId, sendQueuedDayWrite, reportRefused);
  // Every queued write is a habit day; refreshing now lets the reads show the server's answer.
  if (result.sent.length > 0 || result.refused.length > 0) void invalidateAreas(queryClient, ['habits']);
}

/**
 * While signed in: queued writes go out at start-up, when the network returns (before the waiting reads
 * refetch) and whenever one is queued while online (it waited behind earlier ones).
 */
export function useOfflineSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = () => sendQueuedWrites(queryClient);
    followBrowserOnline(send);
    const userId = getUserId();
    if (browserOnline() && userId && readQueue(userId).length > 0) {
      // Reads wait until the queue is sent, so none shows the server's state without those writes.
      onlineManager.setOnline(false);
      void send().finally(() => onlineManager.setOnline(browserOnline()));
    }
    const onQueued = () => {
      if (browserOnline()) void send();
    };
    window.addEventListener(OFFLINE_QUEUE_CHANGED, onQueued);
    return () => {
      window.removeEventListener(OFFLINE_QUEUE_CHANGED, onQueued);
      followBrowserOnline();
    };
  }, [queryClient]);
}
