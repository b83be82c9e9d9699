export * from './primitives';
export * from './errors';
export * from './day';
export * from './endpoint';
export * from './resource';
export * from './number-format';
export * from './steps';
