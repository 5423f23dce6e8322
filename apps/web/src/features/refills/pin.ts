// The drug page's "Save to my medications" control; import from pages that are loaded lazily.
export { useMedicationPin, type MedicationPin } from './use-medication-pin';
export {
  PinMedicationButton,
  type PinMedicationButtonProps,
} from './components/pin-medication-button';
