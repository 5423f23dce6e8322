export { analyticsRoutes } from './routes';
export { attributePaidOrder, attributeSignIn, type AttributedOrder } from './attribution';
export { DEMO_SUPPORT } from './demo-support';
