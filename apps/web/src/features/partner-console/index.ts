export { PARTNER_CONSOLE_ROUTES } from './routes';
