export { subscriptionsSlice, type SubscriptionsState } from './subscriptions-slice';
export { SUBSCRIPTION_ROUTES } from './routes';
export { SubscriptionsSection } from './components/lazy-subscriptions-section';
