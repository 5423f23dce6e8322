export { accountMedicationsSlice, type AccountMedicationsState } from './account-medications-slice';
