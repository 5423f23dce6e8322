export { PHARMACY_PLUS_ROUTES } from './routes';
export { reverieSlice, type ReverieState } from './reverie-slice';
