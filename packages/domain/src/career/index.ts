export * from './career.schema';
export * from './career-progress';
export * from './career.api';
