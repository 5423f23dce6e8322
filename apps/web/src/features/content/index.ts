export { CONTENT_ROUTES } from './routes';
