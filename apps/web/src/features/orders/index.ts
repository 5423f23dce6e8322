export { ORDER_ROUTES } from './routes';
