export { TREATMENT_ROUTES } from './routes';
export { TREATMENT_LINKS } from './treatment-links';
export { TreatmentLinksSection } from './components/treatment-links-section';
export { ConditionPriceList } from './components/condition-price-list';
export { treatmentsApi } from './api';
