export * from './common';
export * from './enums';
export * from './problems';
export * from './auth';
export * from './features';
export * from './taxpayers';
export * from './paths';
export * from './estimates';
