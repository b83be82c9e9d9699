export * from './avatars';
export * from './auth.schema';
export * from './user.schema';
export * from './auth.api';
