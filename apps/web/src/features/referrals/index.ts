export { REFERRAL_ROUTES } from './routes';
