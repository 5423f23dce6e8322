declare module 'street-suffix' {
  /** A CommonJS module: import its default export (Node's ESM loader sees no named exports). */
  const streetSuffix: {
    /** The USPS standard abbreviation (upper case) of a street suffix or one of its variants. */
    abbreviate(suffix: string): string | undefined;
    /** The full suffix (upper case) of a USPS abbreviation or variant. */
    expand(suffix: string): string | undefined;
  };
  export default streetSuffix;
}
