// Compiles the server for production: one ES module per entry point in dist/, with
// @boxbook/domain bundled in (it ships TypeScript) and every other package left to node_modules.
// Usage: node apps/server/build.mjs [outdir]   (tests build into a folder of their own)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const serverDir = import.meta.dirname;

/** Bare imports stay imports, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@boxbook/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.dirname` keeps meaning the source file's folder once bundled: the server finds its
 * migrations and the repository root from there. The path is relative, so the tree can move.
 */
const sourceDirname = (outdir) => ({
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      const expression = `(import.meta.dirname + ${JSON.stringify(`/${relative}`)})`;
      return { contents: text.replaceAll('import.meta.dirname', expression), loader: 'ts' };
    });
  },
});

/** Builds into `outdir` (default apps/server/dist); returns the entry files written. */
export async function buildServer(outdir = path.join(serverDir, 'dist')) {
  const absolute = path.resolve(outdir);
  await esbuild.build({
    entryPoints: {
      server: path.join(serverDir, 'src/server.ts'),
      supervisor: path.join(serverDir, 'src/supervisor.ts'),
      // `npm run admin`: the way back into a box without an admin (README, "Locked out").
      admin: path.join(serverDir, 'src/admin-command.ts'),
      // `npm run backup` and `npm run restore` (README, "Backups"; docs/backups.md).
      backup: path.join(serverDir, 'src/backup-command.ts'),
      restore: path.join(serverDir, 'src/restore-command.ts'),
      // `npm run db:move -- postgres://…`: the embedded database into PostgreSQL (README).
      'db-move': path.join(serverDir, 'src/db-move-command.ts'),
      // `npm run invoices:verify`: the billing chain's check (docs/invoicing.md).
      'invoices-verify': path.join(serverDir, 'src/invoices-verify-command.ts'),
    },
    outdir: absolute,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: 'linked',
    // Error stacks name real functions, and the log stays readable.
    keepNames: true,
    logLevel: 'warning',
    plugins: [externalPackages, sourceDirname(absolute)],
  });
  return {
    server: path.join(absolute, 'server.js'),
    supervisor: path.join(absolute, 'supervisor.js'),
    admin: path.join(absolute, 'admin.js'),
    backup: path.join(absolute, 'backup.js'),
    restore: path.join(absolute, 'restore.js'),
    dbMove: path.join(absolute, 'db-move.js'),
    invoicesVerify: path.join(absolute, 'invoices-verify.js'),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer(process.argv[2]);
}
