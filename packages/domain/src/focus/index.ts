export * from './timer-settings';
export * from './focus.schema';
export * from './pomodoro';
export * from './pomodoro-storage';
export * from './focus.api';
