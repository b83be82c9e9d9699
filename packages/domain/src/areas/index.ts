export * from './areas';
