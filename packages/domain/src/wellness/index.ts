export * from './wellness.schema';
export * from './wellness-goals';
export * from './wellness.api';
