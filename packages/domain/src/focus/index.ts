export * from './timer-settings';
