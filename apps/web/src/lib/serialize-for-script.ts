const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON for inside a `<script>` data block: every character that could end the block or open a
 * comment is written as an escape JSON reads back.
 */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    SCRIPT_UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
