const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * JSON text for inside a `<script>` data block: every character that could end the block or open
 * a comment is written as an escape JSON reads back.
 */
export function toScriptJson(json: string): string {
  return json.replace(
    SCRIPT_UNSAFE,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
