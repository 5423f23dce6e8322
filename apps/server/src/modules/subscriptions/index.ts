export { subscriptionsRoutes, type SubscriptionsRoutesOptions } from './routes';
