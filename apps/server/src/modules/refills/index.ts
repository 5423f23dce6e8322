export { refillsRoutes, type RefillsRoutesOptions } from './routes';
