/** A purchase attempt's Idempotency-Key: random, and the same for every retry of the attempt. */
export function createRandomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `nimbus-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
