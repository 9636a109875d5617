import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bookingBlockSchema, ERROR_CODES } from '@boxbook/domain';
import { describe, expect, it } from 'vitest';
import ca from '../public/assets/i18n/ca.json';
import es from '../public/assets/i18n/es.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return [`${prefix}[${value.length}]`, ...value.flatMap((v, i) => keysOf(v, `${prefix}[${i}]`))];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const has = (tree: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree) !==
  undefined;

describe('translations', () => {
  it('have the same keys in Catalan and Spanish', () => {
    expect(keysOf(ca).sort()).toEqual(keysOf(es).sort());
  });

  it('have no empty text', () => {
    const empty = (tree: unknown) =>
      keysOf(tree).filter((k) => !/\[\d+\]$/.test(k) && k && eval_(tree, k) === '');
    expect(empty(ca)).toEqual([]);
    expect(empty(es)).toEqual([]);
  });

  it('explain every error code of the catalogue, which screens show as error.{code}', () => {
    const missing = (tree: unknown) => ERROR_CODES.filter((code) => !has(tree, `error.${code}`));
    expect(missing(ca)).toEqual([]);
    expect(missing(es)).toEqual([]);
  });

  it('explain every reason a class cannot be booked, which cards and refusals show as book.block.{block}', () => {
    const missing = (tree: unknown) =>
      bookingBlockSchema.options.filter((block) => !has(tree, `book.block.${block}`));
    expect(missing(ca)).toEqual([]);
    expect(missing(es)).toEqual([]);
  });

  it('cover every literal key the code uses', () => {
    const srcDir = path.resolve(import.meta.dirname, '../src');
    const used = new Set<string>();
    for (const file of sourceFiles(srcDir)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([a-z0-9_.]+)'/g)) if (match[1]) used.add(match[1]);
      for (const match of text.matchAll(/(?:label|title): '([a-z_]+\.[a-z0-9_.]+)'/g))
        if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    // A counted text lives under key_one and key_other (i18next plurals).
    const present = (tree: unknown, key: string) =>
      has(tree, key) || (has(tree, `${key}_one`) && has(tree, `${key}_other`));
    const missing = [...used].filter((key) => !present(ca, key) || !present(es, key));
    expect(missing).toEqual([]);
  });
});

function eval_(tree: unknown, key: string): unknown {
  return key
    .split(/\.|\[(\d+)\]/)
    .filter(Boolean)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}
