// Pharmacy Plus UI other features show too; import from pages that are loaded lazily.
export { ChatMessages } from './components/chat-messages';
export { PrescriptionCard } from './components/prescription-card';
export { FulfillmentProgress } from './components/fulfillment-progress';
export { readChatEvent } from './use-pharmacy-chat';
