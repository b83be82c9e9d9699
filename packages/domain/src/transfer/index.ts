export * from './transfer.schema';
