export { MOBILE_APP_ROUTES } from './routes';
export { TextAppLinkForm } from './components/lazy-text-app-link-form';
export type { TextAppLinkFormProps } from './components/text-app-link-form';
export {
  FillwellCardAppModal,
  loadFillwellCardAppModal,
} from './components/lazy-fillwell-card-app-modal';
export type { FillwellCardAppModalProps } from './components/fillwell-card-app-modal';
