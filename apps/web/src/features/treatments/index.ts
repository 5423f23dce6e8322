export { TREATMENT_ROUTES } from './routes';
export { TREATMENT_LINKS } from './treatment-links';
export { TreatmentLinksSection } from './components/treatment-links-section';
