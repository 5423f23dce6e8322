/** How many slow connections the slow-client test opens (SLOW_CLIENT_COUNT; 300 by default). */
export function readSlowClientCount(): number {
  const count = Number(process.env.SLOW_CLIENT_COUNT ?? 300);
  return Number.isSafeInteger(count) && count > 0 ? count : 300;
}
