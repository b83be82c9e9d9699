export * from './primitives';
export * from './day';
