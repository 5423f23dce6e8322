// Writes .br and .gz next to each built text asset, so the server sends them compressed
// without compressing on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distDir = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|css|svg|webmanifest|json|txt)$/;
const MIN_BYTES = 1024;

function listFiles(dir) {
  // Dot folders (.server, the server renderer) are not served.
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const file = join(dir, name);
    return statSync(file).isDirectory() ? listFiles(file) : [file];
  });
}

let count = 0;
for (const file of listFiles(distDir).filter((name) => COMPRESSIBLE.test(name))) {
  const content = readFileSync(file);
  if (content.byteLength < MIN_BYTES) continue;
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  count += 1;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
