/** An address as a person typed it. */
export interface AddressToVerify {
  street: string;
  street2?: string | null;
  city: string;
  /** Two-letter state code. */
  state: string;
  zipCode: string;
}

/** A deliverable address the verifier knows, written the way it should be stored. */
export interface VerifiedAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

/**
 * Checks an address and answers the addresses it could be. None means the address cannot be
 * found; one that equals the input (ignoring case) means the input is already right.
 * Implementations: the embedded ZIP database verifier, or an external (USPS-style) service.
 */
export interface AddressVerifier {
  verify(address: AddressToVerify): Promise<VerifiedAddress[]>;
}
