import '../i18n.ts';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseTimerSettings, type PomodoroOutput } from '@track-grow/domain/focus';
import { useCurrentUser } from '../../../lib/session.ts';
import { todayOf } from '../../../lib/user-today.ts';
import { PomodoroStoreContext } from '../hooks/pomodoro-context.ts';
import { PomodoroStore, type FocusTask } from '../hooks/pomodoro-store.ts';
import { usePomodoroAlerts } from '../hooks/use-pomodoro-alerts.ts';
import { usePomodoroPageLife } from '../hooks/use-pomodoro-page-life.ts';
import { useSessionSaver } from '../hooks/use-session-saver.ts';

/**
 * The signed-in user's pomodoro for the whole app (like the habit timers): a session keeps running, ends,
 * saves and notifies on any page. State lives on the device per user (`pomodoro-{userId}`); the account's
 * timer settings (preferences.timerSettings) apply when they change.
 */
export function PomodoroProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('focus');
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  // One store per signed-in user: another user on this device gets their own stored timer, or a fresh one.
  const store = useMemo(() => (userId ? new PomodoroStore(userId) : null), [userId]);
  const defaultTitle = t('defaultTitle');
  useEffect(() => {
    store?.setContext({ dayOf: (ms) => todayOf(new Date(ms), user), title: defaultTitle });
  }, [store, user, defaultTitle]);

  const { save, flush } = useSessionSaver(userId);
  const alert = usePomodoroAlerts();

  useEffect(() => {
    if (!store) return;
    return store.onOutputs((outputs: PomodoroOutput[], task: FocusTask | null) => {
      const saves = outputs.filter((output) => output.type === 'saveSession');
      // A finished session is told by "Focus Session Complete!" (several replayed at once, by one summary);
      // "Session Saved!" tells a stopped one. One toast shows at a time, so a second would hide the first.
      const quiet = outputs.some((output) => output.type === 'focusComplete');
      save(saves.map(({ session }) => ({ session: { ...session, taskId: task?.id ?? null }, quiet })));
      alert(outputs, store.getSnapshot().state.settings.soundId);
    });
  }, [store, save, alert]);

  usePomodoroPageLife(store, flush);

  // The account's settings (saved from another device, or here) are the timer's.
  const accountSettings = user?.preferences.timerSettings;
  const settingsKey = accountSettings ? JSON.stringify(accountSettings) : null;
  useEffect(() => {
    if (!store || !settingsKey) return;
    const settings = parseTimerSettings(JSON.parse(settingsKey));
    if (JSON.stringify(store.getSnapshot().state.settings) !== JSON.stringify(settings))
      store.send({ type: 'settings', settings });
  }, [store, settingsKey]);

  return <PomodoroStoreContext value={store}>{children}</PomodoroStoreContext>;
}
