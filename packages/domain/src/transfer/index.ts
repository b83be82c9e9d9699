export * from './transfer.schema';
export * from './export-document.schema';
export * from './export-migrations';
export * from './transfer.api';
