export * from './timer-settings';
export * from './focus-session.schema';
