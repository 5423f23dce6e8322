export * from './session';
export * from './catalog';
export * from './drug-selections';
