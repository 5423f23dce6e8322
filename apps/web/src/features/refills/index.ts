export { accountMedicationsSlice, type AccountMedicationsState } from './account-medications-slice';
export { MEDICATION_ROUTES } from './routes';
