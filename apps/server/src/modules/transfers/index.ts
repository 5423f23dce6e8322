export { transfersRoutes, type TransfersRoutesOptions } from './routes';
