import { DELIVERY_ELIGIBLE_STATE_CODES, US_STATES } from '@fillwell/domain';

/** Where deliveries and online doctor visits can go, by name (the 50 states, DC and MP). */
export const DELIVERY_STATE_OPTIONS: ReadonlyArray<{ code: string; name: string }> = (() => {
  const names = new Map<string, string>([...US_STATES, ['MP', 'Northern Mariana Islands']]);
  return DELIVERY_ELIGIBLE_STATE_CODES.map((code) => ({ code, name: names.get(code) ?? code }));
})();
