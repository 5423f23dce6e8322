// The card and wallet UI and its calls; import from pages that are loaded lazily.
export { paymentsApi, useGetCardsQuery, useGetWalletQuery } from './api';
export { CardForm, type CardFormProps } from './components/card-form';
export { PaymentInformation, type PaymentInformationProps } from './components/payment-information';
export { CardsSection } from './components/cards-section';
export { WalletBalance } from './components/wallet-balance';
