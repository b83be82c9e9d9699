export * from './library';
export * from './book.schema';
export * from './rules';
export * from './books.api';
