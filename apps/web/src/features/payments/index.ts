export { paymentMethodsSlice, type PaymentMethodsState } from './payment-methods-slice';
