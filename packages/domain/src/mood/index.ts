export * from './mood.schema';
export * from './mood-stats';
export * from './insights';
export * from './quick-mood';
export * from './mood.api';
