import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { copyPgliteTemplate } from './pglite-template';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'boxbook-template-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function fakeTemplate(): string {
  const template = folder();
  writeFileSync(path.join(template, 'PG_VERSION'), '17\n');
  mkdirSync(path.join(template, 'base'));
  writeFileSync(path.join(template, 'base', 'file'), 'data');
  return template;
}

it('copies the template into a data folder that does not exist yet', () => {
  const target = path.join(folder(), 'data', 'db');
  expect(copyPgliteTemplate(target, fakeTemplate())).toBe(true);
  expect(readFileSync(path.join(target, 'base', 'file'), 'utf8')).toBe('data');
  expect(readdirSync(path.dirname(target))).toEqual(['db']);
});

it('copies into an empty data folder', () => {
  const target = folder();
  expect(copyPgliteTemplate(target, fakeTemplate())).toBe(true);
  expect(existsSync(path.join(target, 'PG_VERSION'))).toBe(true);
});

it('never touches a data folder that holds anything', () => {
  const target = folder();
  writeFileSync(path.join(target, 'PG_VERSION'), '16\n');
  expect(copyPgliteTemplate(target, fakeTemplate())).toBe(false);
  expect(readdirSync(target)).toEqual(['PG_VERSION']);
});

it('leaves the first start to PGlite when there is no template', () => {
  const target = path.join(folder(), 'db');
  expect(copyPgliteTemplate(target, path.join(folder(), 'missing'))).toBe(false);
  expect(existsSync(target)).toBe(false);
});
