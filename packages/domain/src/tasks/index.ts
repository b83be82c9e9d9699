export * from './tasks.schema';
export * from './quick-add';
export * from './recurrence';
export * from './views';
export * from './tasks.api';
