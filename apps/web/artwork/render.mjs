// Renders the SVG artwork sources in this folder to optimised raster images in public/img.
// Run from the repo root: node apps/web/artwork/render.mjs
//   artwork/<path>.svg      -> public/img/<path>.webp  (size = the SVG's width/height)
//   public/img/logo-mark.svg -> public/img/icon-192.png, icon-512.png (PWA icons, mark on charcoal)
import { mkdir, readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const SRC = dirname(fileURLToPath(import.meta.url));
const OUT = join(SRC, '..', 'public', 'img');
const WEBP = { quality: 72, effort: 6 };
const CHARCOAL = '#111827';

async function* svgFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name);
    if (entry.isDirectory()) yield* svgFiles(file);
    else if (entry.name.endsWith('.svg')) yield file;
  }
}

async function renderWebp(file) {
  const out = join(OUT, relative(SRC, file).replace(/\.svg$/, '.webp'));
  await mkdir(dirname(out), { recursive: true });
  const info = await sharp(file).webp(WEBP).toFile(out);
  console.log(
    `${relative(process.cwd(), out)}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB`,
  );
}

async function renderPwaIcon(size) {
  const mark = await readFile(join(OUT, 'logo-mark.svg'));
  const inner = Math.round(size * 0.62); // keeps the mark inside the maskable safe zone
  const png = await sharp(mark, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  const out = join(OUT, `icon-${size}.png`);
  const info = await sharp({ create: { width: size, height: size, channels: 4, background: CHARCOAL } })
    .composite([{ input: png, gravity: 'center' }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(out);
  console.log(`${relative(process.cwd(), out)}  ${size}x${size}  ${(info.size / 1024).toFixed(1)} KB`);
}

for await (const file of svgFiles(SRC)) await renderWebp(file);
for (const size of [192, 512]) await renderPwaIcon(size);
