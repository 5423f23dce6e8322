export { accountRoutes } from './routes';
export { devOutboxRoutes } from './dev-outbox-routes';
export { loadAccountSummary } from './account-summary';
