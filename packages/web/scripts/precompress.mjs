// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy beside every text file of the
// build worth compressing, so the server sends them compressed without compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const DIST = join(import.meta.dirname, "..", "dist");
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 1024;

function* filesUnder(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

let original = 0;
let brotli = 0;
for (const path of filesUnder(DIST)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  original += bytes.length;
  brotli += br.length;
}
console.log(`precompressed: ${(original / 1024).toFixed(1)} KB of text → ${(brotli / 1024).toFixed(1)} KB brotli`);
