export {
  DeliveryAddressForm,
  type DeliveryAddressFormProps,
} from './components/delivery-address-form';
export { AddressesSection } from './components/addresses-section';
export {
  addressesApi,
  useGetAddressesQuery,
  useGetDefaultAddressQuery,
  useSaveAddressMutation,
} from './api';
export { ADDRESS_FORM_TEXT, formatAddressLines, type AddressFormVariant } from './address-rules';
