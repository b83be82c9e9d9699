import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, CheckCircle2, Volume2, XCircle } from 'lucide-react';
import type { TimerSound } from '@track-grow/domain/focus';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { soundPlayer, type SoundOutcome } from '../sounds.ts';

const looks = {
  played: {
    icon: CheckCircle2,
    tone: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200',
  },
  blocked: {
    icon: AlertTriangle,
    tone: 'bg-amber-50 text-amber-900 dark:bg-amber-500/10 dark:text-amber-200',
  },
  failed: { icon: XCircle, tone: 'bg-red-50 text-red-900 dark:bg-red-500/10 dark:text-red-200' },
} satisfies Record<SoundOutcome, unknown>;

/** SPEC.md 2's sound test: plays the sound and says whether it played, was blocked, or failed. */
export function SoundTest({ sound }: { sound: TimerSound }) {
  const { t } = useTranslation('focus');
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<SoundOutcome | null>(null);

  const test = async () => {
    setTesting(true);
    setOutcome(null);
    try {
      setOutcome(await soundPlayer().play(sound));
    } finally {
      setTesting(false);
    }
  };

  const look = outcome ? looks[outcome] : null;
  return (
    <div className="grid gap-3">
      <Button
        variant="secondary"
        onClick={() => void test()}
        disabled={testing}
        className="justify-self-start"
      >
        <Volume2 aria-hidden="true" />
        {testing ? t('soundTest.testing') : t('soundTest.action')}
      </Button>
      <div role="status" aria-live="polite">
        {outcome && look ? (
          <p className={cn('flex items-start gap-2 rounded-xl p-3 text-sm', look.tone)}>
            <look.icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`soundTest.${outcome}`)}
          </p>
        ) : null}
      </div>
    </div>
  );
}
