export { createMetaTagResolver } from './drug-page-meta';
export type { MetaTagResolver } from './drug-page-meta';
export { contentRoutes } from './routes';
export type { ContentRoutesOptions } from './routes';
