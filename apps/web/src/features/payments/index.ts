// The state the store holds. The card and wallet UI has its own entry, './components', so that
// pages load it lazily instead of the app shell carrying it.
export {
  paymentMethodsSlice,
  cardSelected,
  selectSavedCards,
  selectSelectedCardId,
  type PaymentMethodsState,
} from './payment-methods-slice';
