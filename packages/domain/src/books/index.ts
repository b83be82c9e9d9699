export * from './library';
export * from './books.schema';
export * from './rules';
export * from './books.api';
