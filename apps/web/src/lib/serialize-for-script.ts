import { toScriptJson } from '@fillwell/domain';

/** A value as JSON for inside a `<script>` data block (see toScriptJson). */
export function serializeForScript(value: unknown): string {
  return toScriptJson(JSON.stringify(value));
}
