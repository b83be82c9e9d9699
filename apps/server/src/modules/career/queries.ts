import { and, asc, desc, eq, getTableColumns, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { CareerSummary } from '@track-grow/domain/career';
import type { Db } from '../../db/client';
import { executePrepared, runPrepared } from '../../db/prepared';
import { achievements, careerGoals, skills } from '../../db/schema';

/** Every query takes the user id first: no row is ever read or written outside its owner's scope. */

const { userId: _g, ...goalColumns } = getTableColumns(careerGoals);
const { userId: _s, ...skillColumns } = getTableColumns(skills);
const { userId: _a, ...achievementColumns } = getTableColumns(achievements);

export type GoalRow = Omit<typeof careerGoals.$inferSelect, 'userId'>;
export type NewGoal = Omit<typeof careerGoals.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type SkillRow = Omit<typeof skills.$inferSelect, 'userId'>;
export type NewSkill = Omit<typeof skills.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type AchievementRow = Omit<typeof achievements.$inferSelect, 'userId'>;
export type NewAchievement = Omit<
  typeof achievements.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt'
>;

// ---- Goals ---------------------------------------------------------------------------------------------------

/** A page of goals newest first (id: UUID v7); limit + 1 rows. */
export function listGoals(
  db: Db,
  userId: string,
  q: { status: GoalRow['status'] | undefined; limit: number; before: string | undefined },
): Promise<GoalRow[]> {
  const where: SQL[] = [eq(careerGoals.userId, userId)];
  if (q.status) where.push(eq(careerGoals.status, q.status));
  if (q.before) where.push(sql`${careerGoals.id} < ${q.before}::uuid`);
  return runPrepared(
    db
      .select(goalColumns)
      .from(careerGoals)
      .where(and(...where))
      .orderBy(desc(careerGoals.id))
      .limit(q.limit + 1),
  );
}

export async function findGoal(
  db: Db,
  userId: string,
  id: string,
  options: { lock?: boolean } = {},
): Promise<GoalRow | undefined> {
  const query = db
    .select(goalColumns)
    .from(careerGoals)
    .where(and(eq(careerGoals.userId, userId), eq(careerGoals.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function goalExists(db: Db, userId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: careerGoals.id })
    .from(careerGoals)
    .where(and(eq(careerGoals.userId, userId), eq(careerGoals.id, id)));
  return row !== undefined;
}

export async function insertGoal(db: Db, userId: string, values: NewGoal): Promise<GoalRow> {
  const [row] = await db
    .insert(careerGoals)
    .values({ ...values, userId })
    .returning(goalColumns);
  return row!;
}

export async function updateGoal(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<NewGoal>,
): Promise<GoalRow | undefined> {
  const [row] = await db
    .update(careerGoals)
    .set(patch)
    .where(and(eq(careerGoals.userId, userId), eq(careerGoals.id, id)))
    .returning(goalColumns);
  return row;
}

export async function deleteGoal(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(careerGoals)
    .where(and(eq(careerGoals.userId, userId), eq(careerGoals.id, id)))
    .returning({ id: careerGoals.id });
  return rows.length > 0;
}

// ---- Skills --------------------------------------------------------------------------------------------------

/** A page of skills in the order they were added (id: UUID v7); limit + 1 rows. */
export function listSkills(
  db: Db,
  userId: string,
  q: { limit: number; after: string | undefined },
): Promise<SkillRow[]> {
  const where: SQL[] = [eq(skills.userId, userId)];
  if (q.after) where.push(sql`${skills.id} > ${q.after}::uuid`);
  return runPrepared(
    db
      .select(skillColumns)
      .from(skills)
      .where(and(...where))
      .orderBy(asc(skills.id))
      .limit(q.limit + 1),
  );
}

export async function findSkill(db: Db, userId: string, id: string): Promise<SkillRow | undefined> {
  const [row] = await db
    .select(skillColumns)
    .from(skills)
    .where(and(eq(skills.userId, userId), eq(skills.id, id)));
  return row;
}

export async function insertSkill(db: Db, userId: string, values: NewSkill): Promise<SkillRow> {
  const [row] = await db
    .insert(skills)
    .values({ ...values, userId })
    .returning(skillColumns);
  return row!;
}

export async function updateSkill(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<NewSkill>,
): Promise<SkillRow | undefined> {
  const [row] = await db
    .update(skills)
    .set(patch)
    .where(and(eq(skills.userId, userId), eq(skills.id, id)))
    .returning(skillColumns);
  return row;
}

export async function deleteSkill(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(skills)
    .where(and(eq(skills.userId, userId), eq(skills.id, id)))
    .returning({ id: skills.id });
  return rows.length > 0;
}

// ---- Achievements --------------------------------------------------------------------------------------------

/** A page of achievements newest first (date, then id); limit + 1 rows. */
export function listAchievements(
  db: Db,
  userId: string,
  q: {
    from: string | undefined;
    to: string | undefined;
    limit: number;
    before: readonly [string, string] | undefined;
  },
): Promise<AchievementRow[]> {
  const where: SQL[] = [eq(achievements.userId, userId)];
  if (q.from) where.push(gte(achievements.date, q.from));
  if (q.to) where.push(lte(achievements.date, q.to));
  if (q.before)
    where.push(
      sql`(${achievements.date}, ${achievements.id}) < (${q.before[0]}::date, ${q.before[1]}::uuid)`,
    );
  return runPrepared(
    db
      .select(achievementColumns)
      .from(achievements)
      .where(and(...where))
      .orderBy(desc(achievements.date), desc(achievements.id))
      .limit(q.limit + 1),
  );
}

export async function findAchievement(
  db: Db,
  userId: string,
  id: string,
): Promise<AchievementRow | undefined> {
  const [row] = await db
    .select(achievementColumns)
    .from(achievements)
    .where(and(eq(achievements.userId, userId), eq(achievements.id, id)));
  return row;
}

export async function insertAchievement(
  db: Db,
  userId: string,
  values: NewAchievement,
): Promise<AchievementRow> {
  const [row] = await db
    .insert(achievements)
    .values({ ...values, userId })
    .returning(achievementColumns);
  return row!;
}

export async function updateAchievement(
  db: Db,
  userId: string,
  id: string,
  patch: Partial<NewAchievement>,
): Promise<AchievementRow | undefined> {
  const [row] = await db
    .update(achievements)
    .set(patch)
    .where(and(eq(achievements.userId, userId), eq(achievements.id, id)))
    .returning(achievementColumns);
  return row;
}

export async function deleteAchievement(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(achievements)
    .where(and(eq(achievements.userId, userId), eq(achievements.id, id)))
    .returning({ id: achievements.id });
  return rows.length > 0;
}

// ---- Summary -------------------------------------------------------------------------------------------------

/** The summary's one statement; goals' stored progress already follows goalProgress. */
export async function careerSummary(
  db: Db,
  userId: string,
  today: string,
  year: { start: string; end: string },
): Promise<CareerSummary> {
  const [row] = await executePrepared<CareerSummary>(
    db,
    sql`
    select g.active_goals as "activeGoals", g.completed_goals as "completedGoals",
      g.average_progress as "averageProgress", g.next_target_date as "nextTargetDate",
      s.skills, s.skills_at_target as "skillsAtTarget", a.this_year as "achievementsThisYear"
    from
      (select
         count(*) filter (where status in ('not_started', 'in_progress'))::int as active_goals,
         count(*) filter (where status = 'completed')::int as completed_goals,
         round(avg(progress) filter (where status in ('not_started', 'in_progress')))::int as average_progress,
         to_char(min(target_date) filter (
           where status in ('not_started', 'in_progress') and target_date >= ${today}::date), 'YYYY-MM-DD')
           as next_target_date
       from career_goals where user_id = ${userId}) g,
      (select count(*)::int as skills, count(*) filter (where level >= target_level)::int as skills_at_target
       from skills where user_id = ${userId}) s,
      (select count(*)::int as this_year from achievements
       where user_id = ${userId} and date between ${year.start}::date and ${year.end}::date) a`,
  );
  return row!;
}

/** The timeline's entries of career: each achievement, at its day. */
export const timelineSource = { from: 'achievements r', time: 'date', dated: true, data: "'title', r.title" };
