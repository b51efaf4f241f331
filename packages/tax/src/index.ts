export * from './clock';
export * from './tax-year';
