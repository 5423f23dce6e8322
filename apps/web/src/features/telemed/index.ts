export { TELEMED_ROUTES } from './routes';
