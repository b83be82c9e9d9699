export * from './task.schema';
