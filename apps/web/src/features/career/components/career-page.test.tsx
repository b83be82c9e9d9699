import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Goal } from '@track-grow/domain/career';
import { careerGoalsApi, careerSkillsApi, careerApi } from '@track-grow/domain/career/api';
import { resetToasts } from '../../../lib/toast.ts';
import { withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import {
  id,
  makeAchievement,
  makeGoal,
  makeSkill,
  makeSummary,
  mockCareerApi,
  NOW,
  user,
} from '../test-fixtures.ts';
import CareerPage from './career-page.tsx';

const renderPage = () => renderWithProviders(<CareerPage />, { user, path: '/career' });
const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetToasts();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('CareerPage', () => {
  it('shows the summary, goals with milestones, skills with their gap and achievements', async () => {
    const goal = makeGoal({
      title: 'Lead a project',
      progress: 50,
      milestones: [
        { id: id(), title: 'Write the plan', done: true },
        { id: id(), title: 'Ship it', done: false },
      ],
    });
    mockCareerApi({
      goals: [goal],
      skills: [
        makeSkill(),
        makeSkill({ name: 'Mentoring', category: 'Leadership', level: 3, targetLevel: 3 }),
      ],
      achievements: [makeAchievement({ goalId: goal.id })],
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Career' })).toBeInTheDocument();
    const summary = region('Progress');
    expect(await within(summary).findByText('45%')).toBeInTheDocument();
    expect(within(summary).getByText('Apr 15, 2026')).toBeInTheDocument();
    expect(within(summary).getByText('1 of 3')).toBeInTheDocument();

    const goals = region('Goals');
    expect(await within(goals).findByText('Lead a project')).toBeInTheDocument();
    expect(within(goals).getByRole('progressbar', { name: 'Progress of Lead a project' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(within(goals).getByRole('checkbox', { name: 'Write the plan' })).toBeChecked();
    expect(within(goals).getByText('1 of 2 milestones done')).toBeInTheDocument();

    const skills = region('Skills');
    expect(await within(skills).findByText('2 levels to go')).toBeInTheDocument();
    expect(within(skills).getByText('At target')).toBeInTheDocument();

    const log = region('Achievements');
    expect(await within(log).findByText('For: Lead a project')).toBeInTheDocument();
  });

  it('shows empty states when there is nothing yet', async () => {
    mockCareerApi({
      summary: makeSummary({ activeGoals: 0, averageProgress: null, nextTargetDate: null }),
    });
    renderPage();
    expect(await screen.findByText(/No goals yet/)).toBeInTheDocument();
    expect(screen.getByText(/No skills yet/)).toBeInTheDocument();
    expect(screen.getByText(/Nothing logged yet/)).toBeInTheDocument();
  });

  it('ticks a milestone in one request and shows the new progress', async () => {
    const milestone = { id: id(), title: 'Ship it', done: false };
    const goal = makeGoal({ title: 'Lead a project', milestones: [milestone] });
    const { calls } = mockCareerApi({
      goals: [goal],
      extra: [
        [
          withParams(careerGoalsApi.updateMilestone, { id: goal.id, milestoneId: milestone.id }),
          ({ body }) => ({
            body: {
              ...goal,
              progress: 100,
              milestones: [{ ...milestone, done: (body as { done: boolean }).done }],
            } satisfies Goal,
          }),
        ],
      ],
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('checkbox', { name: 'Ship it' }));
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progress of Lead a project' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(screen.getByRole('checkbox', { name: 'Ship it' })).toBeChecked();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.path, c.body])).toEqual([
      [`/api/career/goals/${goal.id}/milestones/${milestone.id}`, { done: true }],
    ]);
  });

  it('shows the tick at once, in the tap itself, while the request runs', async () => {
    const milestone = { id: id(), title: 'Ship it', done: false };
    const goal = makeGoal({ title: 'Lead a project', milestones: [milestone] });
    mockCareerApi({
      goals: [goal],
      extra: [
        [
          withParams(careerGoalsApi.updateMilestone, { id: goal.id, milestoneId: milestone.id }),
          () => ({
            body: { ...goal, progress: 100, milestones: [{ ...milestone, done: true }] } satisfies Goal,
          }),
        ],
      ],
    });
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Ship it' });
    // A synchronous click: no tick of the clock passes before the check, as on a busy phone.
    fireEvent.click(box);
    expect(box).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Progress of Lead a project' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      ),
    );
    expect(box).toBeChecked();
  });

  it('adds a goal with milestones through the sheet, showing field errors first', async () => {
    const { calls } = mockCareerApi({
      extra: [
        [
          careerGoalsApi.create,
          ({ body }) => {
            const input = body as Goal;
            return {
              status: 201,
              body: makeGoal({ ...input, milestones: input.milestones.map((m) => ({ ...m, id: id() })) }),
            };
          },
        ],
      ],
    });
    renderPage();
    const events = userEvent.setup();
    await events.click((await screen.findAllByRole('button', { name: 'Add goal' }))[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'New goal' });
    const progress = within(sheet).getByLabelText('Progress (%)');
    await events.clear(progress);
    await events.type(progress, '150');
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('Title is required')).toBeInTheDocument();
    expect(within(sheet).getByText('Progress is a whole number from 0 to 100')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await events.type(within(sheet).getByLabelText('Title'), 'Get certified');
    await events.click(within(sheet).getByRole('button', { name: 'Add milestone' }));
    await events.type(within(sheet).getByLabelText('Milestone 1'), 'Finish the course');
    await events.click(within(sheet).getByRole('button', { name: 'Add milestone' }));
    await events.type(within(sheet).getByLabelText('Milestone 2'), 'Pass the exam');
    expect(within(sheet).getByText('Progress follows the milestones: 0%')).toBeInTheDocument();
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Goal added')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        title: 'Get certified',
        description: null,
        status: 'not_started',
        progress: 0,
        milestones: [
          { title: 'Finish the course', done: false },
          { title: 'Pass the exam', done: false },
        ],
      },
    ]);
  });

  it('deletes a skill only after the confirmation', async () => {
    const skill = makeSkill({ name: 'Rust' });
    const { calls } = mockCareerApi({
      skills: [skill],
      extra: [[withParams(careerSkillsApi.remove, { id: skill.id }), { body: { message: 'Deleted' } }]],
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Rust' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Rust”?' });
    await events.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Skill deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/career/skills/${skill.id}`,
    ]);
  });

  it('toasts a failed read', async () => {
    mockCareerApi({ extra: [[careerApi.summary, { status: 500, body: { message: 'Down' } }]] });
    renderPage();
    expect(await screen.findByText('Could not load your career')).toBeInTheDocument();
  });
});
