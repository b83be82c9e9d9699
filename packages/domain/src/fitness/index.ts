export * from './workout.schema';
