/**
 * What other workspaces (the bench) may import from the server, through package.json's exports map: build the
 * app, start and migrate a database, seed a demo account. Everything else is the server's own.
 */
export { buildApp, type App, type AppDeps } from './app';
export { createDatabase, runMigrations, type Database } from './db/client';
export { startEmbeddedPostgres } from './db/embedded';
export { sessions, users } from './db/schema';
export { createDemoAccount, DEMO_EMAIL, DEMO_PASSWORD } from './demo/account';
export { insertBulkUsers, type BulkUsersResult } from './demo/bulk-users';
export { systemClock, type Clock } from './lib/clock';
export { hashPassword, verifyPassword } from './lib/passwords';
export { todayFor } from './lib/user-day';
export type { Mailer } from './mail/mailer';
export type { AuthLimits } from './plugins/rate-limit';
