export * from './auth';
export * from './api';
export * from './shared';
