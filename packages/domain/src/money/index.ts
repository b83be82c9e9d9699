export * from './money.schema';
export * from './cents';
export * from './periods';
export * from './format';
export * from './budget-alerts';
export * from './csv';
export * from './import-values';
export * from './transactions-csv';
