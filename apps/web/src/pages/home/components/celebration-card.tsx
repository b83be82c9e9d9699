import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PartyPopper } from 'lucide-react';

/** Events that arrive right after the page opens (the shell's scroll to top, the tap that led here) are not the user's reaction to the card. */
export const CELEBRATION_GRACE_MS = 600;

interface CelebrationCardProps {
  completed: number;
  /** Marks the card seen for today; it then goes away. */
  onSeen: () => void;
}

/** SPEC.md 2/4: "Fantastic Work!" once every habit of the day is done; a click or scroll anywhere marks it seen. */
export function CelebrationCard({ completed, onSeen }: CelebrationCardProps) {
  const { t } = useTranslation('home');

  useEffect(() => {
    let done = false;
    const seen = () => {
      if (done) return;
      done = true;
      onSeen();
    };
    const timer = setTimeout(() => {
      window.addEventListener('click', seen, { capture: true });
      window.addEventListener('scroll', seen, { capture: true, passive: true });
    }, CELEBRATION_GRACE_MS);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', seen, { capture: true });
      window.removeEventListener('scroll', seen, { capture: true });
    };
  }, [onSeen]);

  return (
    <section
      aria-labelledby="celebration-title"
      className="relative overflow-hidden rounded-2xl border border-primary/30 bg-gradient-to-br from-emerald-100 via-secondary to-amber-50 p-5 shadow-xs dark:from-emerald-500/20 dark:via-secondary dark:to-amber-500/10"
    >
      <div className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 animate-[celebrate_900ms_ease-out] items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm motion-reduce:animate-none">
          <PartyPopper aria-hidden="true" className="size-6" />
        </span>
        <div className="grid gap-0.5">
          <h2 id="celebration-title" className="text-lg font-bold tracking-tight">
            {t('celebration.title')}
          </h2>
          <p className="text-sm text-secondary-foreground dark:text-foreground/90">{t('celebration.body')}</p>
          <p className="text-xs text-muted-foreground">{t('celebration.detail', { count: completed })}</p>
        </div>
      </div>
    </section>
  );
}
