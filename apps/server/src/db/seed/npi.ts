/**
 * National Provider Identifier check digit: the Luhn algorithm over the card-issuer prefix
 * "80840" followed by the first nine digits.
 */
export function computeNpiCheckDigit(firstNineDigits: string): number {
  if (!/^\d{9}$/.test(firstNineDigits)) throw new Error('An NPI base has nine digits');
  const digits = `80840${firstNineDigits}`;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    // Rightmost digit of the payload is doubled, then every second one leftwards.
    const digit = Number(digits[digits.length - 1 - index]);
    const isDoubled = index % 2 === 0;
    const value = isDoubled ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return (10 - (sum % 10)) % 10;
}

export function makeNpi(firstNineDigits: string): string {
  return `${firstNineDigits}${computeNpiCheckDigit(firstNineDigits)}`;
}

export function isValidNpi(npi: string): boolean {
  return /^\d{10}$/.test(npi) && computeNpiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
}
