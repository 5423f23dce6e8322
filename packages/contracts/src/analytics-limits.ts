/**
 * Caps of the collector: larger batches or events are refused, never stored in part. Kept apart
 * from its schemas, so the browser's analytics client reads them without the schema library.
 */
export const ANALYTICS_LIMITS = {
  maxEventsPerBatch: 20,
  maxNameChars: 100,
  maxPropertiesPerEvent: 40,
  maxPropertyNameChars: 64,
  maxPropertyTextChars: 500,
  /** A batch's body: what a page-unload request (fetch keepalive) may carry is 64 KB. */
  maxBatchBytes: 60 * 1024,
  maxErrorMessageChars: 1000,
  maxErrorStackChars: 8000,
  maxUrlChars: 2000,
} as const;
