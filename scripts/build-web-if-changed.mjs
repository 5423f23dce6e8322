// Builds the web app for `npm start` unless the build in apps/web/dist was made from the same
// sources: a fingerprint of every input file (the web app, the shared packages, the lockfile)
// is kept in node_modules/.cache (so a fresh install builds anew) and compared on the next start.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const distDir = join(root, 'apps/web/dist');
const cacheDir = join(root, 'node_modules/.cache/fillwell');
const fingerprintFile = join(cacheDir, 'web-build-fingerprint');
const INPUTS = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

function listFiles(path) {
  const absolute = join(root, path);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [absolute];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

function computeFingerprint() {
  const hash = createHash('sha256');
  const files = INPUTS.flatMap(listFiles).sort();
  for (const file of files) {
    hash.update(relative(root, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const fingerprint = computeFingerprint();
const isUpToDate =
  existsSync(join(distDir, 'index.html')) &&
  existsSync(fingerprintFile) &&
  readFileSync(fingerprintFile, 'utf8') === fingerprint;

if (isUpToDate) {
  console.log('The web app build is up to date with its sources: not rebuilt.');
} else {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(fingerprintFile, fingerprint);
}
