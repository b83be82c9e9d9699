export * from './timeline.schema';
export * from './timeline';
export * from './timeline.api';
