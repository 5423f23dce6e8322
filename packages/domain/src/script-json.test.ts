import { describe, expect, it } from 'vitest';
import { toScriptJson } from './script-json';

describe('toScriptJson', () => {
  it('writes <, >, & and line separators as escapes that JSON reads back', () => {
    const json = JSON.stringify({ text: '</script><!-- & \u2028\u2029' });
    const safe = toScriptJson(json);
    expect(safe).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(json));
  });
});
