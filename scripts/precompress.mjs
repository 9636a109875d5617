// Compresses the built web app once, at build time: beside each text file of 1 KB or more, a
// .br (brotli, quality 11) and a .gz (gzip, level 9), kept only when smaller than the file. The
// server sends them as they are (@fastify/static's preCompressed), so no request pays for
// compressing a file, and the files get the best compression there is rather than a quick one.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes the .br and .gz of every compressible file under `dir`; returns what it wrote. */
export async function precompress(dir) {
  const files = listFiles(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  let before = 0;
  let after = 0;
  await Promise.all(
    files.map(async (file) => {
      const content = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      before += content.length;
      after += Math.min(br.length, content.length);
      if (br.length < content.length) writeFileSync(`${file}.br`, br);
      if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    }),
  );
  return { files: files.length, bytes: before, brotliBytes: after };
}
