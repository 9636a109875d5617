import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Code comments may only send a reader to documents the repository holds: docs/product.md for
// what the product does, docs/decisions.md for why, and the others in docs/. The product
// description and design notes the team first worked from are not in the repository, so a
// comment citing them by number (or an issue by number) leaves a new maintainer with nothing to
// read. See docs/product.md, the introduction.
const root = path.resolve(import.meta.dirname, '../../..');
const SCANNED_DIRS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const SCANNED_FILE = /\.(ts|tsx|mts|mjs|cjs|js|css|json|sql|md)$/;
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  'test-results',
  'playwright-report',
  'screenshots',
]);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.') || SKIPPED_DIRS.has(name)) return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return SCANNED_FILE.test(name) ? [full] : [];
  });
}

/** A comment wrapped over lines reads as one line, so a citation split by a line break is found. */
const unwrapped = (text: string) => text.replace(/\n[ \t]*(?:\*(?!\/)|\/\/|--)?[ \t]*/g, ' ');

// Written so that this file does not match them itself.
const CITATIONS: RegExp[] = [/DESIGN[.]md/i, /\bspec\s+points?\s+\d/i, /\bspec\s+\d/i, /\bissues?\s+#?\d+/i];

/** The citations of documents outside the repository in a text, as found. */
export function outsideCitations(text: string): string[] {
  const flat = unwrapped(text);
  return CITATIONS.flatMap((pattern) => {
    const match = flat.match(pattern);
    return match ? [match[0]] : [];
  });
}

/**
 * The sections of a document under docs/ a pointer may name: its headings (without the
 * "(issue N)" a decision keeps as history) and the bold titles its lists open with.
 */
function sectionsOf(doc: string): string[] {
  const text = readFileSync(path.join(root, 'docs', doc), 'utf8');
  const headings = [...text.matchAll(/^#{2,4} (.+)$/gm)].map((m) =>
    (m[1] ?? '').replace(/\s*\(.*\)\s*$/, ''),
  );
  const boldTitles = [...text.matchAll(/^\s*- \*\*([^*]+)\*\*/gm)].map((m) =>
    (m[1] ?? '').replace(/[.:]$/, ''),
  );
  return [...headings, ...boldTitles].map((title) => title.trim());
}

/** Pointers such as "docs/product.md, Booking window" whose section the document does not have. */
export function brokenPointers(text: string, sections: (doc: string) => string[]): string[] {
  const flat = unwrapped(text);
  return [...flat.matchAll(/docs\/([a-z-]+\.md), "?([A-Z][\w' -]*)/g)].flatMap((m) => {
    const doc = m[1] ?? '';
    const named = (m[2] ?? '').trim();
    const found = sections(doc).some((title) => title.startsWith(named) || named.startsWith(title));
    return found ? [] : [`${doc}, ${named}`];
  });
}

const files = SCANNED_DIRS.flatMap((dir) => filesUnder(path.join(root, dir)));
const sectionCache = new Map<string, string[]>();
const cachedSections = (doc: string) => {
  if (!sectionCache.has(doc)) sectionCache.set(doc, sectionsOf(doc));
  return sectionCache.get(doc) ?? [];
};

describe('comments point at documents the repository holds', () => {
  it('finds citations by number, also when a comment wraps them over two lines', () => {
    const design = ['DESIGN', 'md'].join('.');
    expect(outsideCitations(`/** Joins a class (${design} 3). */`)).toHaveLength(1);
    expect(outsideCitations(`// the route table of ${'spec'} point 2`)).toEqual([`${'spec'} point 2`]);
    expect(outsideCitations(`/**\n * the price without a plan (${'spec'}\n * point 7). */`)).toEqual([
      `${'spec'} point 7`,
    ]);
    expect(outsideCitations(`describe('the catalog (${'Issue'} 13)', () => {`)).toEqual([`${'Issue'} 13`]);
    expect(outsideCitations(`// loading stops (${'spec'} 8)`)).toEqual([`${'spec'} 8`]);
    expect(outsideCitations('/** Joins a class (see docs/product.md, Joining a class). */')).toEqual([]);
  });

  it('finds a pointer to a section the document does not have', () => {
    const sections = () => ['Booking window', 'Payments, plans and renewals'];
    expect(brokenPointers('// see docs/product.md, Booking window: a later day', sections)).toEqual([]);
    expect(brokenPointers('// (see docs/decisions.md, Payments, plans and renewals)', sections)).toEqual([]);
    expect(brokenPointers(`// see ${'docs'}/product.md, Booking rules`, sections)).toEqual([
      'product.md, Booking rules',
    ]);
  });

  it('no source file under apps, packages, e2e, bench or scripts cites a document by number', () => {
    expect(files.length).toBeGreaterThan(100);
    const cited = files.flatMap((file) =>
      outsideCitations(readFileSync(file, 'utf8')).map((found) => `${path.relative(root, file)}: ${found}`),
    );
    expect(cited).toEqual([]);
  });

  it('every "docs/<file>.md, <section>" in those files names a section that exists', () => {
    const broken = files.flatMap((file) =>
      brokenPointers(readFileSync(file, 'utf8'), cachedSections).map(
        (found) => `${path.relative(root, file)}: ${found}`,
      ),
    );
    expect(broken).toEqual([]);
  });
});
