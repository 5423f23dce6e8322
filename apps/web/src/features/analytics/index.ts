export { trackEvent } from './analytics-inbox';
export { startAnalyticsLater } from './start-analytics-later';
export { ANALYTICS_ROUTES } from './routes';
