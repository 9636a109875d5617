import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(name) ? [full] : [];
  });
}

const filesMatching = (pattern: RegExp, except: string[]) =>
  sourceFiles(srcDir)
    .map((file) => path.relative(srcDir, file))
    .filter((file) => !except.includes(file) && pattern.test(readFileSync(path.join(srcDir, file), 'utf8')));

describe('one place for each rule', () => {
  it('reads the code of a failed call only through errorCodeOf', () => {
    expect(
      filesMatching(/instanceof ApiError \?|\.error\.code\b/, ['lib/error-code.ts', 'lib/query-client.ts']),
    ).toEqual([]);
  });

  it('spells query keys only in lib/query-keys.ts, so one mutation reaches every screen showing its data', () => {
    expect(
      filesMatching(/queryKey:\s*\[|(?:QueryData|Queries|Query)(?:<[^>]*>)?\(\s*\[/, ['lib/query-keys.ts']),
    ).toEqual([]);
  });
});
