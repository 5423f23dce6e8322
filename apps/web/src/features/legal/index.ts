export { LEGAL_ROUTES } from './routes';
