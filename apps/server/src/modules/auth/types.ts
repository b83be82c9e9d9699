import type { users } from '../../db/schema';

/** A user as stored; what the session puts on the request and other modules' services take. */
export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'email' | 'createdAt' | 'updatedAt'>>;
