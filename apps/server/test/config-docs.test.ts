import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadEnv } from '../src/config/env';

// One source for the configuration (see docs/decisions.md, One place for each rule): env.ts's
// schema. The README's table and .env.example must name exactly what it reads, so none of the three
// drifts from the others.
const root = path.resolve(import.meta.dirname, '../../..');
const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
const example = readFileSync(path.join(root, '.env.example'), 'utf8');

/**
 * Read by env.ts but for the test runs only, so documented in env.ts and nowhere else: a copied
 * .env.example must never shift a real server's clock.
 */
const TEST_ONLY = ['TEST_CLOCK_START'];
const schemaVariables = Object.keys(envSchema.shape).sort();
const documented = schemaVariables.filter((name) => !TEST_ONLY.includes(name));

/** Names in backticks in the first cell of each row of the "## Configuration" section's tables. */
function readmeVariables(): string[] {
  const start = readme.indexOf('\n## Configuration');
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  const firstCells = section
    .split('\n')
    .flatMap((line) => (line.startsWith('| `') ? [line.split('|')[1]] : []));
  return firstCells
    .flatMap((cell) => [...(cell ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''))
    .sort();
}

/** `NAME=value` lines, commented out or not: a commented one documents an unset default. */
function exampleAssignments(): [string, string][] {
  return example.split('\n').flatMap((line) => {
    const match = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [[match[1] ?? '', match[2] ?? ''] as [string, string]] : [];
  });
}

describe('configuration documents', () => {
  it("README's configuration table lists exactly the variables env.ts reads", () => {
    expect(readmeVariables()).toEqual(documented);
  });

  it('.env.example lists exactly the variables env.ts reads', () => {
    expect(
      exampleAssignments()
        .map(([name]) => name)
        .sort(),
    ).toEqual(documented);
  });

  it('leaves out TEST_CLOCK_START, a switch for the end-to-end tests that would shift the clock', () => {
    expect(schemaVariables).toEqual(expect.arrayContaining(TEST_ONLY));
    for (const name of TEST_ONLY) {
      expect(readmeVariables()).not.toContain(name);
      expect(example).not.toContain(name);
    }
  });

  it(".env.example's values, uncommented, are a valid configuration", () => {
    const values = Object.fromEntries(exampleAssignments());
    expect(() => loadEnv(values)).not.toThrow();
  });
});

describe("README's defaults", () => {
  it('gives the default of PUBLIC_URL as loadEnv makes it: the port the server listens on', () => {
    const row = readme.split('\n').find((line) => line.startsWith('| `PUBLIC_URL`'));
    expect(row?.split('|')[2]?.trim()).toBe('`http://localhost:PORT`');
    expect(loadEnv({ PORT: '3201' }).PUBLIC_URL).toBe('http://localhost:3201');
  });
});
