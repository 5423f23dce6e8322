export { ACCOUNT_AREA_ROUTES } from './routes';
