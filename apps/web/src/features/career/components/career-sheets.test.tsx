import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Goal } from '@track-grow/domain/career';
import { careerGoalsApi, careerAchievementsApi } from '@track-grow/domain/career/api';
import { resetToasts } from '../../../lib/toast.ts';
import { withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { id, makeGoal, mockCareerApi, NOW, TODAY, user } from '../test-fixtures.ts';
import CareerPage from './career-page.tsx';

const renderPage = () => renderWithProviders(<CareerPage />, { user, path: '/career' });

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

describe('career sheets', () => {
  it('edits a goal: milestones keep their ids, a removed one goes, a new one has none yet', async () => {
    const keep = { id: id(), title: 'Write the plan', done: true };
    const drop = { id: id(), title: 'Old step', done: false };
    const goal = makeGoal({ title: 'Lead a project', progress: 50, milestones: [keep, drop] });
    const { calls } = mockCareerApi({
      goals: [goal],
      extra: [
        [
          withParams(careerGoalsApi.update, { id: goal.id }),
          ({ body }) => {
            const input = body as Goal;
            return {
              body: {
                ...goal,
                ...input,
                milestones: input.milestones.map((m) => ({ ...m, id: m.id ?? id() })),
              },
            };
          },
        ],
      ],
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Edit Lead a project' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit goal' });
    expect(within(sheet).getByText('Progress follows the milestones: 50%')).toBeInTheDocument();
    await events.click(within(sheet).getByRole('button', { name: 'Remove milestone 2' }));
    await events.click(within(sheet).getByRole('button', { name: 'Add milestone' }));
    await events.type(within(sheet).getByLabelText('Milestone 2'), 'Ship it');
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Goal updated')).toBeInTheDocument();
    const [patch] = calls.filter((c) => c.method === 'PATCH');
    expect((patch?.body as Goal).milestones).toEqual([keep, { title: 'Ship it', done: false }]);
  });

  it('shows the server’s refusal of a goal link under the goal field', async () => {
    const goal = makeGoal({ title: 'Lead a project' });
    mockCareerApi({
      goals: [goal],
      extra: [
        [
          careerAchievementsApi.create,
          {
            status: 400,
            body: {
              message: 'goalId: Goal not found',
              code: 'career.goalNotFound',
              issues: [{ path: 'goalId', message: 'Goal not found', code: 'career.goalNotFound' }],
            },
          },
        ],
      ],
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Log achievement' }));
    const sheet = await screen.findByRole('dialog', { name: 'New achievement' });
    expect(within(sheet).getByLabelText('Date')).toHaveValue(TODAY);
    await events.type(within(sheet).getByLabelText('Title'), 'Gave a talk');
    await events.selectOptions(within(sheet).getByLabelText('Goal'), 'Lead a project');
    await events.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await within(sheet).findByText('Goal not found')).toBeInTheDocument();
  });
});
