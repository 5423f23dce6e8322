export { telemedCatalogRoutes, type TelemedCatalogRoutesOptions } from './routes';
