export { clinicianRoutes } from './routes';
