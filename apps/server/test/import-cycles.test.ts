import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// No two files of the server import each other, directly or round a circle: a reader following a
// booking goes down from the route to the statements and never comes back to a file they left.
// Type-only imports count too: they tie the files as much for a reader.
const SRC = path.resolve(import.meta.dirname, '../src');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

const IMPORT = /(?:import|export)[^'"]*?from\s+'(\.[^']+)'/g;

/** The server's own files each file imports (relative imports: packages cannot import back). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].flatMap(([, spec]) => {
    const base = path.resolve(path.dirname(file), spec as string);
    const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
    return found ? [found] : [];
  });
}

/** Every circle of imports, each as the files round it (depth first, colouring the files). */
function importCircles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[][] = [];
  const visit = (file: string, trail: string[]) => {
    state.set(file, 'open');
    const here = [...trail, file];
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') circles.push(here.slice(here.indexOf(next)));
      else if (!state.has(next)) visit(next, here);
    }
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file, []);
  return circles.map((circle) => circle.map((file) => path.relative(SRC, file)));
}

it('has no import circle in apps/server/src', () => {
  expect(importCircles(filesUnder(SRC))).toEqual([]);
});
