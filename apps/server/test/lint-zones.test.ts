import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The import zones of biome.json (docs/architecture.md, "Features depend one way"). */
const repo = path.resolve(import.meta.dirname, '../../..');
const run = (command: string, args: string[], cwd = repo) =>
  spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 60_000 });

/** Each file of a throw-away tree, with the imports it makes and whether the zones refuse each. */
const probes: Record<string, [source: string, refused: boolean][]> = {
  // days-off may use booking, schedule and audit.
  'apps/server/src/features/days-off/probe.ts': [
    ['../chat/x', true],
    ['../chat', true],
    ['../../features/chat/x', true],
    ['../../../src/features/chat/x', true],
    ['../booking/../chat/x', true],
    ['../../infra/../features/chat/x', true],
    ['./../chat/x', true],
    ['.././chat/x', true],
    ['..//chat/x', true],
    ['../booking/x', false],
    ['../booking/chat', false],
    ['../schedule', false],
    ['../audit/record-audit', false],
    ['../../infra/db/client', false],
    ['../../lib/clock', false],
    ['./restore-classes', false],
    ['@boxbook/domain', false],
  ],
  'apps/server/src/features/days-off/sub/probe.ts': [
    ['../../chat/x', true],
    ['../../../features/chat/x', true],
    ['../../booking/x', false],
    ['../restore-classes', false],
    ['../../../infra/db/client', false],
  ],
  'apps/server/src/features/payments/provider/probe.ts': [
    ['../../booking/x', true],
    ['../../credits/x', false],
    ['../checkout', false],
  ],
  // Features the zones once left out.
  'apps/server/src/features/chat/probe.ts': [
    ['../booking/x', true],
    ['../audit/record-audit', false],
  ],
  'apps/server/src/features/audit/probe.ts': [['../users/x', true]],
  'apps/server/src/features/reports/probe.ts': [['../credits/x', true]],
  'apps/web/src/features/booking/probe.ts': [
    ['../chat/api/x', true],
    ['../../features/chat/x', true],
    ['../../lib/api-client', false],
    ['./api/get-classes', false],
  ],
  'apps/web/src/features/booking/components/probe.tsx': [
    ['../../chat/api/x', true],
    ['../api/get-classes', false],
    ['../../../components/ui/button', false],
  ],
};

describe('the import zones', () => {
  const tree = mkdtempSync(path.join(tmpdir(), 'boxbook-zones-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('report every spelling of a forbidden import, and only those', { timeout: 60_000 }, () => {
    const { $schema: _schema, ...config } = JSON.parse(readFileSync(path.join(repo, 'biome.json'), 'utf8'));
    const copy = { ...config, vcs: { enabled: false }, files: { includes: ['**'] } };
    writeFileSync(path.join(tree, 'biome.json'), JSON.stringify(copy));
    for (const [file, imports] of Object.entries(probes)) {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(
        path.join(tree, file),
        imports.map(([source]) => `export * from '${source}';\n`).join(''),
      );
    }
    const lint = run(path.join(repo, 'node_modules/.bin/biome'), ['lint', '--reporter=github', '.'], tree);
    const reported = lint.stdout.matchAll(/title=lint\/style\/noRestrictedImports,file=([^,]+),line=(\d+)/g);
    const refused = [...reported].map(([, absolute = '', line]) => {
      const file = path.relative(tree, absolute);
      return `${file}: ${probes[file]?.[Number(line) - 1]?.[0]}`;
    });
    const expected = Object.entries(probes).flatMap(([file, imports]) =>
      imports.filter(([, no]) => no).map(([source]) => `${file}: ${source}`),
    );
    expect(refused.sort()).toEqual(expected.sort());
  });
});
