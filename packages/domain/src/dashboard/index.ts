export * from './dashboard.schema';
export * from './dashboard.api';
export * from './insights.schema';
export * from './timeline.schema';
export * from './insights';
export * from './timeline';
