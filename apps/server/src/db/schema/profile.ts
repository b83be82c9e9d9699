import { customType, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** One uploaded profile picture per user, re-encoded (small WebP), kept in the database so every app process serves it. */
export const profileImages = pgTable(
  'profile_images',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('profile_images_user_key').on(t.userId)],
);
