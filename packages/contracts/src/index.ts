export * from './errors';
export * from './wire';
export * from './health';
export * from './pharmacy';
export * from './user';
