import type { GoalStatus, Milestone } from './career.schema';

/**
 * A goal's progress 0–100, the one rule every side uses:
 * - a completed goal is 100;
 * - a goal with milestones follows them: done ÷ total, rounded (the hand-set figure is ignored);
 * - otherwise the figure the user set.
 * Ticking every milestone does not complete the goal: the user says when it is done. The server stores the
 * result; a goal that loses its last milestone, or is reopened, keeps that figure until the user moves it.
 */
export function goalProgress(goal: {
  status: GoalStatus;
  progress: number;
  milestones: readonly Pick<Milestone, 'done'>[];
}): number {
  if (goal.status === 'completed') return 100;
  const total = goal.milestones.length;
  if (total > 0) return Math.round((goal.milestones.filter((m) => m.done).length * 100) / total);
  return Math.min(100, Math.max(0, Math.round(goal.progress)));
}

/** How many levels a skill still has to climb to its target (0 once reached or passed). */
export function skillGap(skill: { level: number; targetLevel: number }): number {
  return Math.max(0, skill.targetLevel - skill.level);
}

/**
 * When a goal was completed after a change of status: set on becoming completed, kept while it stays so,
 * cleared when it leaves that status.
 */
export function completedAtAfter(
  previous: { status: GoalStatus; completedAt: Date | null } | null,
  status: GoalStatus,
  now: Date,
): Date | null {
  if (status !== 'completed') return null;
  return previous?.status === 'completed' ? previous.completedAt : now;
}
