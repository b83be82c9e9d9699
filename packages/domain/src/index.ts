export * from './auth';
export * from './api';
export * from './areas';
export * from './shared';
