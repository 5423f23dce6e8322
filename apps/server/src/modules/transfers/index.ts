export { transfersRoutes, type TransfersRoutesOptions } from './routes';
export {
  readPrescriberNames,
  readPrescribers,
  type PrescriberSummary,
} from './provider-repository';
