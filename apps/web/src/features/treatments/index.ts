export { TREATMENT_ROUTES } from './routes';
