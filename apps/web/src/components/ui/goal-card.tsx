import { useId, useState, type ReactNode } from 'react';
import { Pencil, Target } from 'lucide-react';
import { Button } from './button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { ProgressBar } from './progress-bar.tsx';
import { GoalSheet, type GoalSheetProps } from './goal-sheet.tsx';
import { Skeleton } from './skeleton.tsx';

/**
 * A card of an area's goal (books a year, minutes a week): its title, a button that opens the goal's sheet,
 * skeleton lines while the summary loads, then the body (a GoalProgress, or what the area says without a goal).
 */
export function GoalCard({
  title,
  editLabel,
  loading,
  loadingLabel,
  skeletons,
  sheet,
  children,
}: {
  title: string;
  /** The button's text ("Set goal", "Change goal"). */
  editLabel: string;
  /** While true the button is off, the skeletons stand in for the body and there is no sheet. */
  loading: boolean;
  loadingLabel: string;
  /** The class names of the skeleton lines, sized like the body they stand for. */
  skeletons: readonly string[];
  /** The goal's sheet: the goal it opens with, its bounds, texts and how it saves. */
  sheet: Omit<GoalSheetProps, 'open' | 'onClose'>;
  children: ReactNode;
}) {
  const ids = useId();
  const [editing, setEditing] = useState(false);
  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id={`${ids}-title`}>{title}</CardTitle>
        <Button variant="outline" size="sm" disabled={loading} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {editLabel}
        </Button>
      </CardHeader>
      <CardContent>
        {loading ? (
          <div className="grid gap-3" role="status" aria-label={loadingLabel}>
            {skeletons.map((className, index) => (
              <Skeleton key={index} className={className} />
            ))}
          </div>
        ) : (
          children
        )}
      </CardContent>
      {loading ? null : <GoalSheet {...sheet} open={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** How far `done` is toward `goal`: the figure in large type, a progress bar, any details, and "reached". */
export function GoalProgress({
  done,
  goal,
  text,
  label,
  reachedText,
  children,
}: {
  done: number;
  goal: number;
  /** The figure ("12 of 24 books in 2026"), also the bar's spoken value. */
  text: string;
  /** The bar's name. */
  label: string;
  /** Shown once `done` meets the goal. */
  reachedText: string;
  /** Details under the bar. */
  children?: ReactNode;
}) {
  const percent = Math.min(100, Math.round((done / Math.max(1, goal)) * 100));
  const reached = done >= goal;
  return (
    <div className="grid gap-3">
      <p className="flex items-baseline gap-2 text-2xl font-bold tabular-nums">
        <Target aria-hidden="true" className="size-5 self-center text-primary" />
        {text}
      </p>
      <ProgressBar label={label} percent={percent} valueText={text} reached={reached} />
      {children}
      {reached ? (
        <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">{reachedText}</p>
      ) : null}
    </div>
  );
}
