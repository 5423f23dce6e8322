export { DIRECTORY_ROUTES } from './routes';
export { directoryApi } from './api';
