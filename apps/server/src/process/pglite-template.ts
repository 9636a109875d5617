import { cpSync, existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import path from 'node:path';

/** Made by build-pglite-template.mjs (scripts/build.mjs builds it with the server). */
export const PGLITE_TEMPLATE = path.resolve(import.meta.dirname, '../../dist/pglite/template');

/**
 * On a first start on the embedded database, copies the empty cluster made at build time into
 * `dataDir`, so the server does not run PGlite's initdb itself: that takes 2-3 s and leaves the
 * process ~500 MiB larger for its whole life. Does nothing when `dataDir` already holds anything,
 * or when there is no template (a server run from source without a build): PGlite then makes
 * the cluster as before. The copy lands under a temporary name first, so a crash mid-copy never
 * leaves a half cluster that looks whole.
 */
export function copyPgliteTemplate(dataDir: string, template = PGLITE_TEMPLATE): boolean {
  if (!existsSync(path.join(template, 'PG_VERSION'))) return false;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return false;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const partial = `${dataDir}.copying-${process.pid}`;
  cpSync(template, partial, { recursive: true });
  renameSync(partial, dataDir);
  return true;
}
