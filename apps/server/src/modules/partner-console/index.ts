export { partnerConsoleRoutes, type PartnerConsoleRoutesOptions } from './routes';
