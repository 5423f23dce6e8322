export {
  ProviderSearchModal,
  type ProviderSearchModalProps,
} from './components/provider-search-modal';
export type { ChosenProvider, PatientPlace } from './provider-search-rules';
