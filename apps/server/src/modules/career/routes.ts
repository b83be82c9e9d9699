import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { CareerDeps } from './service';
import * as career from './service';

const goals = api.careerGoals;
const skills = api.careerSkills;
const achievements = api.careerAchievements;

export const careerRoutes: FastifyPluginAsyncZod<CareerDeps> = async (app, deps) => {
  route(app, api.career.summary, async ({ user }) => career.careerSummary(deps, user));

  route(app, goals.list, async ({ user, query, reply }) => {
    const { rows, limit } = await career.listGoals(deps, user, query);
    return pageOf(reply, rows, limit, career.idCursorOf);
  });
  route(app, goals.create, async ({ user, body }) => career.createGoal(deps, user, body));
  route(app, goals.get, async ({ user, params }) => career.getGoal(deps, user, params.id));
  route(app, goals.update, async ({ user, params, body }) => career.updateGoal(deps, user, params.id, body));
  route(app, goals.updateMilestone, async ({ user, params, body }) =>
    career.updateMilestone(deps, user, params.id, params.milestoneId, body),
  );
  route(app, goals.remove, async ({ user, params }) => {
    await career.deleteGoal(deps, user, params.id);
    return { message: 'Goal deleted' };
  });

  route(app, skills.list, async ({ user, query, reply }) => {
    const { rows, limit } = await career.listSkills(deps, user, query);
    return pageOf(reply, rows, limit, career.idCursorOf);
  });
  route(app, skills.create, async ({ user, body }) => career.createSkill(deps, user, body));
  route(app, skills.get, async ({ user, params }) => career.getSkill(deps, user, params.id));
  route(app, skills.update, async ({ user, params, body }) =>
    career.updateSkill(deps, user, params.id, body),
  );
  route(app, skills.remove, async ({ user, params }) => {
    await career.deleteSkill(deps, user, params.id);
    return { message: 'Skill deleted' };
  });

  route(app, achievements.list, async ({ user, query, reply }) => {
    const { rows, limit } = await career.listAchievements(deps, user, query);
    return pageOf(reply, rows, limit, career.achievementCursorOf);
  });
  route(app, achievements.create, async ({ user, body }) => career.createAchievement(deps, user, body));
  route(app, achievements.get, async ({ user, params }) => career.getAchievement(deps, user, params.id));
  route(app, achievements.update, async ({ user, params, body }) =>
    career.updateAchievement(deps, user, params.id, body),
  );
  route(app, achievements.remove, async ({ user, params }) => {
    await career.deleteAchievement(deps, user, params.id);
    return { message: 'Achievement deleted' };
  });
};
