export { transfersRoutes, type TransfersRoutesOptions } from './routes';
export { readPrescriberNames } from './provider-repository';
