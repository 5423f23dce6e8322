export { subscriptionsSlice, type SubscriptionsState } from './subscriptions-slice';
