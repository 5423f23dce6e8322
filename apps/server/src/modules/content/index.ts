export { createMetaTagResolver } from './drug-page-meta';
export type { MetaTagResolver } from './drug-page-meta';
export { contentRoutes } from './routes';
export type { ContentRoutesOptions } from './routes';
export { loadContentStore } from './content-store';
export type { ContentStore } from './content-store';
export { renderMarkdown } from './markdown';
