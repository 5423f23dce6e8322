export * from './session';
export * from './catalog';
export * from './drug-selections';
export * from './accounts';
export * from './auth';
export * from './health-profile';
export * from './addresses';
export * from './payments';
