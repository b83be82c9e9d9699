import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreateFocusSessionInput } from '@track-grow/domain/focus';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateFocusSession } from '../api/create-focus-session.ts';
import {
  addToOutbox,
  claimDue,
  releaseForRetry,
  removeFromOutbox,
  type PendingSession,
} from './focus-outbox.ts';

export interface SessionSaver {
  /** Keeps the sessions in the outbox, then sends them. */
  save: (sessions: readonly { session: CreateFocusSessionInput; quiet: boolean }[]) => void;
  /** Sends what is due; `force` also what waits for its retry delay (back online, a fresh load). */
  flush: (force?: boolean) => void;
}

/** A session the server refuses as invalid can never be saved: trying again forever would help no one. */
const unsaveable = (error: unknown) =>
  error instanceof ApiError && (error.status === 400 || error.status === 422);

/**
 * Saves the pomodoro's sessions (SPEC.md 4): each goes to the device's outbox first, with a client id, and
 * leaves it only once the server has it. A failed save says "Error" / "Failed to save focus session" once
 * and is tried again later (on a tick after RETRY_DELAY_MS, when the device is back online, on the next load).
 */
export function useSessionSaver(userId: string | null, now: () => number = Date.now): SessionSaver {
  const { t } = useTranslation('focus');
  const { mutateAsync } = useCreateFocusSession();
  const live = useRef({ mutateAsync, t, userId });
  const inFlight = useRef(new Set<string>());
  /** Sessions whose failure was already told: later failures of the same one stay quiet. */
  const reported = useRef(new Set<string>());

  useEffect(() => {
    live.current = { mutateAsync, t, userId };
  }, [mutateAsync, t, userId]);

  const send = useCallback(
    async (item: PendingSession) => {
      const { mutateAsync: create, t: translate, userId: owner } = live.current;
      if (!owner) return;
      inFlight.current.add(item.clientId);
      try {
        // The client id makes a repeat of a save whose answer was lost the same session on the server.
        await create({ ...item.session, clientId: item.clientId });
        removeFromOutbox(owner, item.clientId);
        if (!item.quiet)
          toast({
            variant: 'success',
            title: translate('toasts.sessionSaved'),
            description: translate('toasts.minutesRecorded', { count: item.session.actualDuration }),
          });
      } catch (error) {
        if (unsaveable(error)) {
          console.warn('The server refused a focus session; it is dropped.', error);
          removeFromOutbox(owner, item.clientId);
        } else releaseForRetry(owner, item.clientId, now());
        if (!reported.current.has(item.clientId)) {
          reported.current.add(item.clientId);
          toast({
            variant: 'destructive',
            title: translate('toasts.error'),
            description: translate('toasts.saveFailed'),
          });
        }
      } finally {
        inFlight.current.delete(item.clientId);
      }
    },
    [now],
  );

  const flush = useCallback(
    (force = false) => {
      const owner = live.current.userId;
      if (!owner) return;
      const due = claimDue(owner, now(), force).filter((item) => !inFlight.current.has(item.clientId));
      for (const item of due) void send(item);
    },
    [now, send],
  );

  const save = useCallback<SessionSaver['save']>(
    (sessions) => {
      const owner = live.current.userId;
      if (!owner || sessions.length === 0) return;
      addToOutbox(owner, sessions);
      flush();
    },
    [flush],
  );

  // What an earlier visit could not save goes now, and again whenever the device comes back online.
  useEffect(() => {
    if (!userId) return;
    flush(true);
    const online = () => flush(true);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [userId, flush]);

  return { save, flush };
}
