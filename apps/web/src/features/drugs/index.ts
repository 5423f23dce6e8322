export { createDrugRoutes } from './routes';
