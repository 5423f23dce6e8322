export { cardClaimsRoutes, type CardClaimsRoutesOptions } from './routes';
