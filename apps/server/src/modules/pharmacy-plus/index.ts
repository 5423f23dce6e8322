export { pharmacyPlusRoutes, type PharmacyPlusRoutesOptions } from './routes';
export { createPharmacyPlusServices, type PharmacyPlusServices } from './plus-services';
export { buildOrderView, buildOrderViews } from './order-view';
export {
  findOrder,
  listPharmacyOrders,
  updateOrder,
  SUBMITTED_STATUSES,
  UNSUBMITTED_STATUSES,
} from './order-store';
export { openEventStream } from './event-stream';
export { plusErrors } from './plus-errors';
export { findPharmacy, findPatient, listPrescriptions } from './patient-repository';
export { maskPhone, toMoney, toPharmacy, toPatientAddress, toPrescription } from './plus-views';
