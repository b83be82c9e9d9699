export * from './fitness.schema';
export * from './fitness-timer';
export * from './fitness-timer-storage';
export * from './fitness.api';
