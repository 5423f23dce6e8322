export { SPECIALTY_ROUTES } from './routes';
