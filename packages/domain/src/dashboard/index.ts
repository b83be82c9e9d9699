export * from './dashboard.schema';
export * from './dashboard.api';
export * from './insights.schema';
export * from './widgets';
export * from './widget-tiles';
export * from './scores';
export * from './insights';
export * from './chart-series';
