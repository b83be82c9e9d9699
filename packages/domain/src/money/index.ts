export * from './money.schema';
