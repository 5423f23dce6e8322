import { describe, expect, it } from 'vitest';
import { serializeForScript } from './serialize-for-script';

describe('serializeForScript', () => {
  it('writes <, >, & and line separators as escapes that JSON reads back', () => {
    const value = { text: '</script><!-- & \u2028\u2029' };
    const written = serializeForScript(value);
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(written)).toEqual(value);
  });
});
