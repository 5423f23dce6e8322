export { appVersionRoutes } from './routes';
export { createAppVersionSource, type AppVersionSource } from './app-version-source';
