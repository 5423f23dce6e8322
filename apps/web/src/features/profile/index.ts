export { ACCOUNT_AREA_ROUTES } from './routes';
export const loadAccountLayout = () => import('./components/account-layout');
export { BackToAccountLink } from './components/back-to-account-link';
export { BasicInfoForm, PhoneNumberForm } from './checkout-steps';
export type { BasicInfoFormProps, BasicInfoDefaults } from './components/basic-info-form';
export type { PhoneNumberFormProps } from './components/phone-number-form';
