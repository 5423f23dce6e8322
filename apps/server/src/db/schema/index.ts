export * from './session';
export * from './catalog';
