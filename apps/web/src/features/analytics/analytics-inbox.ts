/** A track event a feature asks the analytics client to record. */
export interface TrackRequest {
  name: string;
  properties: Record<string, string | number | boolean | null>;
}

/** Requests kept until the client has loaded (it loads after the page is interactive). */
const MAX_WAITING = 100;

let waiting: TrackRequest[] = [];
let receiver: ((request: TrackRequest) => void) | null = null;

/** The loaded client takes what waited and everything after (null disconnects it). */
export function connectAnalyticsReceiver(next: ((request: TrackRequest) => void) | null): void {
  receiver = next;
  if (!next) return;
  const earlier = waiting;
  waiting = [];
  earlier.forEach(next);
}

/** Records a track event (sent with the next batch); cheap, and safe before the client loads. */
export function trackEvent(name: string, properties: TrackRequest['properties'] = {}): void {
  if (receiver) receiver({ name, properties });
  else if (waiting.length < MAX_WAITING) waiting.push({ name, properties });
}
