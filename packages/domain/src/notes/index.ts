export * from './note.schema';
