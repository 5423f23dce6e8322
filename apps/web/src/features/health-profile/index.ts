export {
  AdditionalInfoForm,
  type AdditionalInfoFormProps,
} from './components/additional-info-form';
export { HealthProfileSection } from './components/health-profile-section';
export { healthProfileApi, useGetPatientProfileQuery, useSavePatientProfileMutation } from './api';
