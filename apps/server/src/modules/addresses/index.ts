export { findDefaultAddress } from './address-repository';
