export { systemRoutes } from './routes';
export {
  createCatalogueCountsCache,
  type CatalogueCounts,
  type CatalogueCountsCache,
} from './catalogue-counts-cache';
