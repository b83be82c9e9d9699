import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashPassword } from '../lib/passwords';
import { todayFor } from '../lib/user-day';
import { generateDemoData } from './generate';
import { insertDemoData } from './seed';

export const DEMO_EMAIL = 'demo@trackgrow.app';
export const DEMO_PASSWORD = 'demo-password';

/**
 * Creates the demo account, or replaces it with a fresh one (its old data goes with it), holding `days` of
 * history ending today in its time zone. Returns the user id.
 */
export async function createDemoAccount(
  db: Database,
  clock: Clock,
  options: { email?: string; days?: number; timezone?: string; seed?: number } = {},
): Promise<{ userId: string; email: string; password: string }> {
  const email = options.email ?? DEMO_EMAIL;
  const timezone = options.timezone ?? 'UTC';
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userId = await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.email, email));
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: 'Alex',
        lastName: 'Demo',
        timezone,
        hasCompletedOnboarding: true,
      })
      .returning();
    const today = todayFor(user!, clock);
    await insertDemoData(
      tx,
      user!.id,
      generateDemoData({ today, days: options.days ?? 365, seed: options.seed ?? 42 }),
    );
    return user!.id;
  });
  return { userId, email, password: DEMO_PASSWORD };
}
