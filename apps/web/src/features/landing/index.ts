export { LANDING_ROUTES } from './routes';
