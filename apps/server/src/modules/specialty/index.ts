export { specialtyRoutes, type SpecialtyRoutesOptions } from './routes';
