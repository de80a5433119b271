/**
 * After `vite build`: a Brotli (quality 11) and a gzip (level 9) copy beside each hashed file of
 * dist/assets/ that compresses, which the server sends to a browser that accepts them
 * (server/http/static.ts, `precompressed`). Brotli is ~15% smaller than gzip on our scripts and Hono's
 * compress middleware only does gzip on the fly, at a lower level, on every request. Only hashed
 * files: their contents never change, so a copy can never be stale (app-config.json, edited per
 * deployment, is compressed on the fly).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { HASHED_ASSET } from '../server/http/static.ts';

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map)$/;
/** Below this Hono's compress middleware leaves an answer alone too: the headers cost more than the saving. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export function precompress(distDir = 'dist') {
  let raw = 0;
  let brotli = 0;
  let gzip = 0;
  for (const file of filesUnder(join(distDir, 'assets'))) {
    if (!HASHED_ASSET.test(file) || !COMPRESSIBLE.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
    const gz = gzipSync(content, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    raw += content.length;
    brotli += br.length;
    gzip += gz.length;
  }
  return { raw, brotli, gzip };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { raw, brotli, gzip } = precompress();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Precompressed dist/assets: ${kb(raw)} -> brotli ${kb(brotli)}, gzip ${kb(gzip)}.`);
}
