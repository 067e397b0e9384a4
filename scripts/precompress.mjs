// `node scripts/precompress.mjs DIR`: writes a Brotli (.br) and a gzip (.gz) copy beside every text asset of a built front
// end, once at build time, so the API serves them (`preCompressed`) without compressing on each request. A phone on a
// slow network then downloads the portal's entry script at a third of its size.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

const dir = process.argv[2];
if (!dir) throw new Error('Uso: node scripts/precompress.mjs CARPETA');
let written = 0;
for (const path of files(dir)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } });
  // A copy that saves nothing is left out: the file itself is then served.
  if (brotli.length < content.length) writeFileSync(`${path}.br`, brotli);
  const gzip = gzipSync(content, { level: 9 });
  if (gzip.length < content.length) writeFileSync(`${path}.gz`, gzip);
  written++;
}
console.log(`Precomprimidos ${written} archivos de ${dir} (.br y .gz)`);
