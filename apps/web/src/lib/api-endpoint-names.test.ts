// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FEATURES_DIR = fileURLToPath(new URL('../features/', import.meta.url));
const ENDPOINT = /^\s+(\w+): build\.(?:query|mutation)\b/gm;

/** Each feature's endpoints, as its api.ts injects them into the one API. */
function listEndpoints(): Array<{ feature: string; name: string }> {
  return readdirSync(FEATURES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const file = `${FEATURES_DIR}${entry.name}/api.ts`;
      if (!existsSync(file)) return [];
      const source = readFileSync(file, 'utf8');
      return [...source.matchAll(ENDPOINT)].map((match) => ({
        feature: entry.name,
        name: match[1] ?? '',
      }));
    });
}

describe('the API’s endpoints', () => {
  it('each have a name of their own across features', () => {
    // Features inject into one API: a second endpoint of the same name is silently ignored, so
    // whichever feature loads first answers the other's calls.
    const endpoints = listEndpoints();
    expect(endpoints.length).toBeGreaterThan(50);
    const owners = new Map<string, string[]>();
    for (const { feature, name } of endpoints)
      owners.set(name, [...(owners.get(name) ?? []), feature]);
    const shared = [...owners].filter(([, features]) => features.length > 1);
    expect(shared).toEqual([]);
  });
});
