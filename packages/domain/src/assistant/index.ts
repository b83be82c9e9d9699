export * from './assistant.schema';
export * from './assistant.api';
export * from './intent.types';
export * from './intents';
export * from './answers';
export * from './title';
export * from './period-days';
export * from './refusal';
