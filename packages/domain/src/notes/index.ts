export * from './notes.schema';
export * from './note-text';
export * from './search-query';
export * from './quick-notes';
export * from './notes.api';
