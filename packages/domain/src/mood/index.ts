export * from './mood.schema';
