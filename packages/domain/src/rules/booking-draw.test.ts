import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { drawCommitment, drawOrder, drawPhaseAt, drawTicket, drawWindowOf } from './booking-draw';

/** Seeds as the server makes them (32 bytes), but fixed, so the test is the same on every run. */
const seedOf = (i: number) => createHash('sha256').update(`seed ${i}`).digest('hex');
const plain = (...ids: number[]) => ids.map((userId) => ({ userId, standing: false }));

describe('drawWindowOf and drawPhaseAt', () => {
  const window = drawWindowOf(new Date('2026-11-23T16:00:00Z'), 60);
  it.each([
    ['2026-11-23T15:59:59.999Z', 'before'],
    ['2026-11-23T16:00:00.000Z', 'collecting'],
    ['2026-11-23T16:00:59.999Z', 'collecting'],
    ['2026-11-23T16:01:00.000Z', 'after'],
  ] as const)('at %s the draw is %s', (now, phase) => {
    expect(drawPhaseAt(new Date(now), window)).toBe(phase);
  });
});

describe('drawCommitment and drawTicket', () => {
  it('are SHA-256 of the seed and HMAC-SHA256(seed, id), as anyone recomputes them', () => {
    const seed = seedOf(1);
    expect(drawCommitment(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(drawTicket(seed, 42)).toBe(
      createHmac('sha256', Buffer.from(seed, 'hex')).update('42').digest('hex'),
    );
  });
});

describe('drawOrder', () => {
  it('is the same for the same seed and entrants, in whatever order they came', () => {
    const seed = seedOf(7);
    const order = drawOrder(seed, plain(1, 2, 3, 4, 5, 6));
    expect(drawOrder(seed, plain(6, 5, 4, 3, 2, 1))).toEqual(order);
    expect([...order].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(drawOrder(seedOf(8), plain(1, 2, 3, 4, 5, 6))).not.toEqual(order);
  });

  it('counts a member entered twice once', () => {
    expect(drawOrder(seedOf(1), plain(3, 3, 4))).toHaveLength(2);
  });

  it('puts standing-booking holders first, whatever their tickets', () => {
    for (let i = 0; i < 50; i++) {
      const order = drawOrder(seedOf(i), [...plain(1, 2, 3), { userId: 9, standing: true }]);
      expect(order[0]).toBe(9);
    }
  });

  it('is uniform: over 2,000 draws every entrant is first as often as chance says (chi-square)', () => {
    const entrants = plain(11, 22, 33, 44, 55);
    const draws = 2000;
    // Each entrant at each position: 5 × 5 cells, each expected draws / 5.
    const counts = entrants.map(() => entrants.map(() => 0));
    for (let i = 0; i < draws; i++) {
      const order = drawOrder(seedOf(i), entrants);
      for (const [position, userId] of order.entries()) {
        const row = counts[entrants.findIndex((e) => e.userId === userId)] as number[];
        row[position] = (row[position] ?? 0) + 1;
      }
    }
    const expected = draws / entrants.length;
    for (const row of counts) {
      const chi = row.reduce((sum, seen) => sum + (seen - expected) ** 2 / expected, 0);
      // 4 degrees of freedom: above 18.47 happens by chance once in a thousand.
      expect(chi).toBeLessThan(18.47);
    }
  });

  it('is uniform over whole orders: the 6 orders of 3 entrants come equally often (chi-square)', () => {
    const draws = 3000;
    const seen = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const key = drawOrder(seedOf(10_000 + i), plain(1, 2, 3)).join();
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(6);
    const expected = draws / 6;
    const chi = [...seen.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 5 degrees of freedom: 20.52 at one in a thousand.
    expect(chi).toBeLessThan(20.52);
  });
});
