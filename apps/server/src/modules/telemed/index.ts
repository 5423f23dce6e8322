export { telemedRoutes, type TelemedRoutesOptions } from './routes';
