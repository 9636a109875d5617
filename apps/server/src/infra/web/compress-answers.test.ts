import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress } from './compress-answers';

const answer = (n: number) => JSON.stringify({ n, classes: 'Crossfit 18:00 '.repeat(200) });

describe('compressing answers', () => {
  it('gives each encoding its own bytes, which decompress to the answer', () => {
    expect(brotliDecompressSync(compress('br', answer(1))).toString()).toBe(answer(1));
    expect(gunzipSync(compress('gzip', answer(1))).toString()).toBe(answer(1));
  });

  it('compresses the same answer once while it is among the last ones asked for', () => {
    const first = compress('br', answer(2));
    expect(compress('br', answer(2))).toBe(first);
    expect(compress('br', answer(3))).not.toBe(first);
    // Sixty-four other answers later it is compressed again, to the same bytes.
    for (let n = 100; n < 164; n++) compress('br', answer(n));
    const again = compress('br', answer(2));
    expect(again).not.toBe(first);
    expect(again.equals(first)).toBe(true);
  });
});
