export { supportRequestRoutes } from './routes';
