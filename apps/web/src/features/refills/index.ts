export { accountMedicationsSlice, type AccountMedicationsState } from './account-medications-slice';
export { MEDICATION_ROUTES } from './routes';
export { PinMedicationButton, useMedicationPinned } from './components/lazy-pin-medication-button';
export type { PinMedicationButtonProps } from './components/pin-medication-button';
