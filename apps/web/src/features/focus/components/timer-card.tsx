import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCcw, Settings2, Square } from 'lucide-react';
import { cycleLength } from '@track-grow/domain/focus';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { usePomodoroSnapshot, usePomodoroStore } from '../hooks/pomodoro-context.ts';
import { SessionEndNotice } from './session-end-notice.tsx';
import { SettingsSheet } from './settings-sheet.tsx';
import { TaskPicker } from './task-picker.tsx';
import { TimerRing } from './timer-ring.tsx';

/** The pomodoro itself: the ring, Start / Pause / Resume, Reset and Stop, the task, and the settings button. */
export function TimerCard() {
  const { t } = useTranslation('focus');
  const store = usePomodoroStore();
  const snapshot = usePomodoroSnapshot(store);
  const [sheet, setSheet] = useState({ open: false, key: 0 });
  if (!snapshot) return null;
  const { state, task } = snapshot;
  const status = state.state;
  const pristine = status === 'idle' && state.sessionsCompleted === 0 && state.timeLeft === state.totalTime;

  return (
    <Card aria-labelledby="focus-timer-title">
      <CardContent className="grid gap-6 p-5 sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="focus-timer-title" className="text-base font-semibold tracking-tight">
            {task?.title ?? t('defaultTitle')}
          </h2>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setSheet((current) => ({ open: true, key: current.key + 1 }))}
            aria-label={t('settings.open')}
          >
            <Settings2 aria-hidden="true" />
          </Button>
        </div>
        <TimerRing
          secondsLeft={state.timeLeft}
          totalSeconds={state.totalTime}
          sessionType={state.sessionType}
          status={status}
          completed={state.sessionsCompleted}
          total={cycleLength(state.settings)}
        />
        <div className="flex flex-wrap items-center justify-center gap-3">
          {status === 'running' ? (
            <Button size="lg" className="min-w-36" onClick={() => store.send({ type: 'pause' })}>
              <Pause aria-hidden="true" />
              {t('timer.pause')}
            </Button>
          ) : (
            <Button size="lg" className="min-w-36" onClick={() => store.send({ type: 'start' })}>
              <Play aria-hidden="true" />
              {status === 'paused' ? t('timer.resume') : t('timer.start')}
            </Button>
          )}
          <Button
            variant="outline"
            size="lg"
            onClick={() => store.send({ type: 'reset' })}
            disabled={pristine}
            title={t('timer.resetLabel')}
          >
            <RotateCcw aria-hidden="true" />
            {t('timer.reset')}
          </Button>
          <Button
            variant="outline"
            size="lg"
            onClick={() => store.send({ type: 'stop' })}
            disabled={status === 'idle'}
            title={t('timer.stopLabel')}
          >
            <Square aria-hidden="true" />
            {t('timer.stop')}
          </Button>
        </div>
        <TaskPicker value={task} onChange={(next) => store.setTask(next)} />
        <SessionEndNotice />
      </CardContent>
      <SettingsSheet
        key={sheet.key}
        open={sheet.open}
        onOpenChange={(open) => setSheet((current) => ({ ...current, open }))}
        settings={state.settings}
        onApply={(settings) => store.send({ type: 'settings', settings })}
      />
    </Card>
  );
}
