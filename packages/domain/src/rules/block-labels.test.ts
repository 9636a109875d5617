import { expect, it } from 'vitest';
import { blockLabel } from './block-labels';

it.each([
  [[0], 'a'],
  [[1], 'b'],
  [[2], 'c'],
  [[25], 'z'],
  [[26], 'aa'],
  [[27], 'ab'],
  [[0, 0], 'a.1'],
  [[0, 1], 'a.2'],
  [[2, 0], 'c.1'],
  [[1, 3, 0], 'b.4.1'],
  [[], ''],
])('block at %j is labelled %s', (path, label) => {
  expect(blockLabel(path)).toBe(label);
});
