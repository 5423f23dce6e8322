export { CHECKOUT_ROUTES } from './routes';
