export * from './notifications.schema';
export * from './schedule';
export * from './messages';
export * from './notifications.api';
