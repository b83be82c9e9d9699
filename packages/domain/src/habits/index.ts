export * from './habit.schema';
