export * from './errors';
export * from './wire';
export * from './wire-case';
export * from './csrf';
export * from './health';
export * from './pharmacy';
export * from './user';
