export * from './imports.schema';
export * from './imports.api';
export * from './import-text';
export * from './loop';
export * from './daylio';
