import '../i18n.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLine, ListChecks, Sprout, type LucideIcon } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/utils.ts';
import { useCompleteOnboarding } from '../api/complete-onboarding.ts';

const steps: readonly { key: string; icon: LucideIcon; tint: string }[] = [
  {
    key: 'track',
    icon: ListChecks,
    tint: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  { key: 'visualize', icon: ChartLine, tint: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300' },
  {
    key: 'transform',
    icon: Sprout,
    tint: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  },
];

/**
 * SPEC.md 2 and 4: the 3-step tour shown once to a user who has not completed onboarding.
 * Finishing or skipping posts the status and closes at once, even when the call fails.
 */
export function OnboardingTour({ needed }: { needed: boolean }) {
  const { t } = useTranslation('onboarding');
  const complete = useCompleteOnboarding();
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const step = steps[index] ?? steps[0];
  if (!step) return null;
  const isLast = index === steps.length - 1;
  const Icon = step.icon;

  const finish = () => {
    setClosed(true);
    complete.mutate();
  };

  return (
    <Dialog
      open={needed && !closed}
      onOpenChange={(open) => {
        if (!open) finish();
      }}
    >
      <DialogContent
        showClose={false}
        onInteractOutside={(event) => event.preventDefault()}
        className="gap-6 text-center"
      >
        <span className={cn('mx-auto mt-2 flex size-20 items-center justify-center rounded-3xl', step.tint)}>
          <Icon aria-hidden="true" className="size-10" />
        </span>
        <div className="grid gap-2">
          <p className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            {t('progress', { current: index + 1, total: steps.length })}
          </p>
          <DialogTitle className="text-2xl">{t(`steps.${step.key}.title`)}</DialogTitle>
          <DialogDescription className="text-base">{t(`steps.${step.key}.body`)}</DialogDescription>
        </div>
        <div className="flex justify-center gap-2" aria-hidden="true">
          {steps.map((item, position) => (
            <span
              key={item.key}
              className={cn(
                'h-2 rounded-full transition-all',
                position === index ? 'w-6 bg-primary' : 'w-2 bg-muted-foreground/30',
              )}
            />
          ))}
        </div>
        <div className="grid gap-2">
          <div className="flex gap-2">
            {index > 0 ? (
              <Button variant="outline" className="flex-1" onClick={() => setIndex((value) => value - 1)}>
                {t('back')}
              </Button>
            ) : null}
            {isLast ? (
              <Button className="flex-1" onClick={finish}>
                {t('getStarted')}
              </Button>
            ) : (
              <Button className="flex-1" onClick={() => setIndex((value) => value + 1)}>
                {t('next')}
              </Button>
            )}
          </div>
          {!isLast ? (
            <Button variant="ghost" onClick={finish}>
              {t('skip')}
            </Button>
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
