export { listCardRows } from './card-repository';
export { CARD_NOT_FOUND_MESSAGE } from './card-service';
