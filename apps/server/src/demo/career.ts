import { goalProgress, type GoalStatus } from '@track-grow/domain/career';
import { addDays } from '@track-grow/domain/shared';
import { createRandom } from './random';

/** Ids are made when the rows are inserted (seed.ts), so the generator stays deterministic. */
export interface DemoGoal {
  title: string;
  description: string | null;
  targetDate: string | null;
  status: GoalStatus;
  progress: number;
  milestones: { title: string; done: boolean }[];
  completedAt: Date | null;
  createdAt: Date;
}
export interface DemoSkill {
  name: string;
  category: string;
  level: number;
  targetLevel: number;
  notes: string | null;
}
export interface DemoAchievement {
  title: string;
  date: string;
  description: string | null;
  /** The goal it belongs to, by its index in `goals`. */
  goalIndex: number | null;
}
export interface DemoCareer {
  goals: DemoGoal[];
  skills: DemoSkill[];
  achievements: DemoAchievement[];
}

/** A stream of its own: adding career rows changes none of the demo's other rows. */
const CAREER_STREAM = 103;

/** Goals, each with its milestones, a target a number of days from today, and how far along it is. */
const GOALS: {
  title: string;
  description: string | null;
  targetIn: number;
  status: GoalStatus;
  milestones: string[];
  done: number;
}[] = [
  {
    title: 'Become a senior engineer',
    description: 'Lead a project end to end and mentor two people.',
    targetIn: 150,
    status: 'in_progress',
    milestones: ['Lead the billing rewrite', 'Mentor a new hire', 'Give a tech talk', 'Write the design doc'],
    done: 2,
  },
  {
    title: 'Get the cloud architect certification',
    description: 'Study two evenings a week.',
    targetIn: 60,
    status: 'in_progress',
    milestones: ['Finish the course', 'Pass two practice exams', 'Book the exam', 'Pass the exam'],
    done: 1,
  },
  {
    title: 'Speak at a conference',
    description: null,
    targetIn: 240,
    status: 'not_started',
    milestones: ['Pick a topic', 'Submit a proposal', 'Rehearse at the meetup'],
    done: 0,
  },
  {
    title: 'Ship the mobile app redesign',
    description: 'The redesign the whole team planned last year.',
    targetIn: -40,
    status: 'completed',
    milestones: ['Research with users', 'Prototype', 'Beta release', 'Launch'],
    done: 4,
  },
  {
    title: 'Learn Spanish for the Madrid office',
    description: 'Dropped after the move was called off.',
    targetIn: -100,
    status: 'abandoned',
    milestones: ['Finish A1', 'Finish A2'],
    done: 1,
  },
];

const SKILLS: DemoSkill[] = [
  {
    name: 'TypeScript',
    category: 'Engineering',
    level: 4,
    targetLevel: 5,
    notes: 'Generics and type-level tricks next.',
  },
  { name: 'System design', category: 'Engineering', level: 3, targetLevel: 5, notes: null },
  { name: 'SQL', category: 'Engineering', level: 4, targetLevel: 4, notes: null },
  {
    name: 'Cloud architecture',
    category: 'Engineering',
    level: 2,
    targetLevel: 4,
    notes: 'Certification course.',
  },
  { name: 'Public speaking', category: 'Communication', level: 2, targetLevel: 4, notes: null },
  { name: 'Technical writing', category: 'Communication', level: 3, targetLevel: 4, notes: null },
  { name: 'Mentoring', category: 'Leadership', level: 3, targetLevel: 4, notes: null },
  { name: 'Giving feedback', category: 'Leadership', level: 3, targetLevel: 3, notes: null },
  { name: 'Project planning', category: 'Leadership', level: 2, targetLevel: 4, notes: null },
  { name: 'Spanish', category: 'Languages', level: 1, targetLevel: 3, notes: null },
];

const ACHIEVEMENTS = [
  'Closed the biggest bug backlog sprint',
  'Shipped the search feature',
  'Onboarded a new teammate',
  'Got a shout-out at the all-hands',
  'Finished the cloud course module',
  'Passed a practice exam',
  'Led the incident review',
  'Published a post on the engineering blog',
  'Cut the build time in half',
  'Ran the team retrospective',
  'Presented at the local meetup',
  'Finished the design doc',
  'Launched the redesign beta',
  'Reached 1,000 daily users',
  'Wrote the on-call handbook',
];
/** Which goal (index in GOALS) an achievement points at, if any. */
const ACHIEVEMENT_GOAL: Record<number, number> = { 4: 1, 5: 1, 6: 0, 10: 2, 11: 0, 12: 3 };

/**
 * The career area of the demo: five goals in every state with their milestones, ten skills (some at their
 * target) and about fifteen achievements spread through the last year, newest near today. Deterministic.
 */
export function generateCareer(seed: number, today: string): DemoCareer {
  const rnd = createRandom((seed ^ Math.imul(CAREER_STREAM + 1, 0x85ebca6b)) >>> 0);
  const at = (date: string) => new Date(`${date}T10:00:00Z`);
  const goals = GOALS.map((g, index): DemoGoal => {
    const milestones = g.milestones.map((title, i) => ({ title, done: i < g.done }));
    const targetDate = addDays(today, g.targetIn);
    return {
      title: g.title,
      description: g.description,
      targetDate,
      status: g.status,
      progress: goalProgress({ status: g.status, progress: 0, milestones }),
      milestones,
      completedAt: g.status === 'completed' ? at(addDays(targetDate, -3)) : null,
      createdAt: at(addDays(today, -300 + index * 20)),
    };
  });
  const achievements = ACHIEVEMENTS.map((title, i): DemoAchievement => {
    const goalIndex = ACHIEVEMENT_GOAL[i];
    return {
      title,
      // Spread over the year, oldest first, a few days' jitter each.
      date: addDays(today, -(ACHIEVEMENTS.length - 1 - i) * 24 - rnd.int(0, 6)),
      description: rnd.chance(0.5) ? 'A good week.' : null,
      goalIndex: goalIndex ?? null,
    };
  });
  return { goals, skills: SKILLS.map((s) => ({ ...s })), achievements };
}
