// Writes the import zones of biome.json from the dependency table of docs/architecture.md and
// the feature folders: `node scripts/lint-zones.mjs`, or `--check` to only compare (`npm run lint` does).
//
// Biome matches an import's text, not the file it resolves to, so a zone lists what it forbids in
// every spelling that reaches it: `../booking` from a feature's own files, `../../booking` from a
// subfolder, and so on. A path naming `features/`, climbing back after a name
// (`../credits/../booking`) or holding `.` or empty segments could reach anything, so none may be
// written inside a feature. A feature missing from the table may import only what the table's
// "every other feature" row allows.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'apps/server/src/features';
const WEB = 'apps/web/src/features';
/** How many `..` deep a feature's files may sit and still be told they reach another feature. */
const MAX_DEPTH = 5;
const NAME_CHARS = [
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  '-',
  '_',
  '@',
  '$',
  '~',
];

const foldersOf = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** The table under "Features depend one way": feature → the features it may import. */
export function readTable(markdown) {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.includes('**Features depend one way**'));
  if (start < 0) throw new Error('docs/architecture.md: no "Features depend one way" section');
  const after = lines.slice(start + 1).map((line) => line.trim());
  const first = after.findIndex((line) => line.startsWith('|'));
  const end = after.findIndex((line, i) => i > first && !line.startsWith('|'));
  const rows = after.slice(first, end < 0 ? undefined : end);
  const table = new Map();
  let others = null;
  for (const row of rows.slice(2)) {
    const [who, may] = row
      .split('|')
      .slice(1, 3)
      .map((cell) => cell.trim());
    const names = (cell) => [...cell.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
    if (who === 'every other feature') others = names(may);
    else for (const feature of names(who)) table.set(feature, names(may));
  }
  if (!others) throw new Error('docs/architecture.md: the table has no "every other feature" row');
  return { table, others };
}

const ups = Array.from({ length: MAX_DEPTH }, (_, i) =>
  Array(i + 1)
    .fill('..')
    .join('/'),
);
const reaching = (names) => {
  const set = `{${names.join(',')}}`;
  const from = `{${ups.join(',')}}`;
  return [`${from}/${set}`, `${from}/${set}/**`];
};
const named = `*{${NAME_CHARS.join(',')}}*`;
/** Paths that could reach any folder whatever the zone says. */
const detours = {
  group: [
    '**/features',
    '**/features/**',
    `**/${named}/..`,
    `**/${named}/../**`,
    './..',
    './../**',
    '**/*/.',
    '**/*/./**',
    '**//**',
  ],
  message:
    "Inside a feature, import another as '../name/…': a path naming features/, or with '.', '..' after a name or '//', gets round the zones.",
};

const zone = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

const sentence = (names) =>
  names.length === 0
    ? 'no other feature'
    : names.length === 1
      ? `only ${names[0]}`
      : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** The zones biome.json should hold. */
export function expectedZones() {
  const { table, others } = readTable(readFileSync(path.join(root, 'docs/architecture.md'), 'utf8'));
  const server = foldersOf(SERVER);
  for (const [feature, allowed] of table)
    for (const name of [feature, ...allowed])
      if (!server.includes(name))
        throw new Error(`docs/architecture.md names ${name}, not a folder of ${SERVER}`);
  const serverZones = server.map((feature) => {
    const allowed = table.get(feature) ?? others.filter((name) => name !== feature);
    const forbidden = server.filter((name) => name !== feature && !allowed.includes(name));
    return zone(
      [`${SERVER}/${feature}/**`],
      [
        {
          group: reaching(forbidden),
          message: `features/${feature} may use ${sentence(allowed)} (docs/architecture.md: features depend one way).`,
        },
        detours,
      ],
    );
  });
  const webZone = zone(
    [`${WEB}/**`],
    [
      {
        group: reaching(foldersOf(WEB)),
        message:
          "A web feature never imports another; what two share moves to components/ or lib/ (bulletproof-react's zones).",
      },
      detours,
    ],
  );
  return { serverZones, webZone };
}

const isServerZone = (o) => o.includes?.length === 1 && o.includes[0].startsWith(`${SERVER}/`);
const isWebZone = (o) => o.includes?.length === 1 && o.includes[0] === `${WEB}/**`;

/** biome.json with its zones replaced: the server's first, the others where they were. */
export function withZones(config) {
  const { serverZones, webZone } = expectedZones();
  const rest = config.overrides.filter((o) => !isServerZone(o)).map((o) => (isWebZone(o) ? webZone : o));
  if (!rest.some(isWebZone)) rest.push(webZone);
  return { ...config, overrides: [...serverZones, ...rest] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(root, 'biome.json');
  const current = JSON.parse(readFileSync(file, 'utf8'));
  const wanted = withZones(current);
  if (process.argv.includes('--check')) {
    if (JSON.stringify(current) !== JSON.stringify(wanted)) {
      console.error(
        'biome.json: the import zones differ from docs/architecture.md and the feature folders; run node scripts/lint-zones.mjs',
      );
      process.exit(1);
    }
  } else writeFileSync(file, `${JSON.stringify(wanted, null, 2)}\n`);
}
