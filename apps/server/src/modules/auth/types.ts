// The user's types, for the modules that take a user (their table stays in queries.ts).
export type { NewUser, UserPatch, UserRow } from './queries';
