import { useTranslation } from 'react-i18next';
import { Play } from 'lucide-react';
import { timerSounds, type TimerSound } from '@track-grow/domain/focus';
import { Button } from '../../../components/ui/button.tsx';
import { soundPlayer } from '../sounds.ts';

/** Every timer sound with its name, its description and a play button. */
export function SoundList({ current }: { current?: TimerSound | undefined }) {
  const { t } = useTranslation('focus');
  return (
    <ul className="grid gap-2">
      {timerSounds.map((sound) => {
        const name = t(`sounds.${sound}.name`);
        return (
          <li key={sound} className="flex items-center gap-3 rounded-xl border border-border bg-card p-3">
            <Button
              variant="secondary"
              size="icon"
              onClick={() => void soundPlayer().play(sound)}
              aria-label={t('soundPage.play', { name })}
            >
              <Play aria-hidden="true" />
            </Button>
            <div className="grid min-w-0 gap-0.5">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                {name}
                {current === sound ? (
                  <span className="rounded-full bg-secondary px-2 py-0.5 text-xs font-medium whitespace-nowrap text-secondary-foreground">
                    {t('soundPage.current')}
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-muted-foreground">{t(`sounds.${sound}.description`)}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
