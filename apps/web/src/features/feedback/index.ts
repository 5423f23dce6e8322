export { FEEDBACK_ROUTES } from './routes';
