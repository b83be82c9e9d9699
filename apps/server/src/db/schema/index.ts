export * from './auth';
export * from './habits';
export * from './tasks';
export * from './money';
export * from './mood';
export * from './notes';
export * from './profile';
