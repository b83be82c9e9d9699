export * from './primitives';
export * from './day';
export * from './endpoint';
