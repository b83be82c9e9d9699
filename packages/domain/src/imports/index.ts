export * from './imports.schema';
export * from './imports.api';
export * from './import-text';
export * from './import-notes';
export * from './loop';
export * from './daylio';
