export {
  cardReceived,
  fillwellCardSlice,
  selectStoredCard,
  type FillwellCard,
  type FillwellCardState,
} from './fillwell-card-slice';
export { DISCOUNT_CARD_ROUTES } from './routes';
export { CARD_PATHS } from './card-paths';
export { TexasDiscountBanner } from './components/texas-banner';
