export { seoRoutes } from './routes';
export type { SeoRoutesOptions } from './routes';
