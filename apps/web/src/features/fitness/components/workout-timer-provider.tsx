import '../i18n.ts';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fitnessTimer } from '@track-grow/domain/fitness';
import { errorMessage } from '../../../lib/server-errors.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { getUserId } from '../../../lib/storage.ts';
import { toast } from '../../../lib/toast.ts';
import { todayOf } from '../../../lib/user-today.ts';
import { useCreateWorkout } from '../api/create-workout.ts';
import { WorkoutTimerContext, type WorkoutTimerControls } from '../hooks/use-workout-timer.ts';
import { useWorkoutTimerPersistence } from '../hooks/use-workout-timer-persistence.ts';
import { useWorkoutTimerStore } from '../hooks/use-workout-timer-store.ts';
import { workoutTimerKey } from '../hooks/workout-timer-store.ts';

/**
 * The workout timer of SPEC.md 4 for the whole signed-in app: it runs, pauses and stops on whatever page the
 * user is, survives a reload running or paused, and a stop saves the workout (over 30 s) from anywhere.
 */
export function WorkoutTimerProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('fitness');
  const { user } = useCurrentUser();
  const store = useWorkoutTimerStore();
  const create = useCreateWorkout();
  // The latest values for the stop, which may finish after a re-render.
  const latest = useRef({ user, mutateAsync: create.mutateAsync, t });
  useEffect(() => {
    latest.current = { user, mutateAsync: create.mutateAsync, t };
  });
  useWorkoutTimerPersistence(store, workoutTimerKey(user?.id ?? getUserId() ?? 'local'));

  const controls = useMemo<WorkoutTimerControls>(() => {
    const stop = async () => {
      const { timer, saving } = store.getSnapshot();
      if (timer.state === 'idle' || saving) return;
      const { user: current, mutateAsync, t: text } = latest.current;
      const now = Date.now();
      // The time stops counting at the press: a slow or failed save keeps exactly this workout.
      const frozen = timer.state === 'running' ? fitnessTimer(timer, { type: 'pause' }, now).state : timer;
      const { workout } = fitnessTimer(frozen, { type: 'stop', date: todayOf(new Date(now), current) }, now);
      if (!workout) {
        store.reset();
        toast({ title: text('timer.tooShort.title'), description: text('timer.tooShort.description') });
        return;
      }
      store.set({ timer: frozen, saving: true, saveFailed: false });
      try {
        await mutateAsync(workout);
      } catch (error) {
        store.set({ saving: false, saveFailed: true });
        toast({
          title: text('timer.saveFailed.title'),
          description: errorMessage(error, text('timer.saveFailed.description')),
          variant: 'destructive',
        });
        return;
      }
      store.reset();
      toast({
        title: text('timer.saved.title'),
        description: text('timer.saved.description'),
        variant: 'success',
      });
    };
    return {
      store,
      start: (setup) => void store.send({ type: 'start', ...setup }),
      pause: () => void store.send({ type: 'pause' }),
      resume: () => void store.send({ type: 'resume' }),
      stop,
    };
  }, [store]);

  return <WorkoutTimerContext value={controls}>{children}</WorkoutTimerContext>;
}
