export * from './product';
export * from './device';
export * from './pricing-categories';
export * from './money';
export * from './orders';
export * from './geography';
export * from './flags';
export * from './limits';
