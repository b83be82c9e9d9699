import { habitsApi } from '@track-grow/domain/habits/api';
import { callApi } from '../../../lib/api-client.ts';
import type { QueuedWrite } from '../../../lib/offline-queue.ts';
import { toggleHabit } from './toggle-habit.ts';

/** Sends one day written offline, as its online write would have. */
export function sendQueuedDayWrite(write: QueuedWrite): Promise<unknown> {
  switch (write.kind) {
    case 'habitToggle':
      return toggleHabit(write.habitId, write.date);
    case 'habitDay':
      return callApi(
        habitsApi.setCompletion,
        { completed: write.completed, skipped: write.skipped },
        { params: { id: write.habitId, date: write.date } },
      );
  }
}
