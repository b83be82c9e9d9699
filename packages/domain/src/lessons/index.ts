export * from './lessons.schema';
export * from './library';
export * from './quotes';
export * from './daily';
export * from './lessons.api';
