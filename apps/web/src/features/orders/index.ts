export { ORDER_ROUTES } from './routes';
export { HowToTransferModal } from './components/lazy-how-to-transfer-modal';
export type { HowToTransferModalProps } from './components/how-to-transfer-modal';
export { FulfillmentTimeline } from './components/fulfillment-timeline';
