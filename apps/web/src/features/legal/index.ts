export { isInAppView } from './legal-document-paths';
export { LEGAL_ROUTES } from './routes';
