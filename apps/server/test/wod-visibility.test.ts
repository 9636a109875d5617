import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settings } from '../src/infra/db/schema';
import { block, millisOf, openTrainingBox, type TrainingBox } from './wod-support';

// Monday 23 November 2026, 10:00 in Madrid.
let box: TrainingBox;
const TUESDAY = '2026-11-24';
const NEXT_WEEK = '2026-11-30';
const scored = [block('Fuerza'), block('Metcon', { tc: 14, score: 'rounds_reps' })];

beforeAll(async () => {
  box = await openTrainingBox();
  for (const when of ['2026-11-23', TUESDAY, NEXT_WEEK])
    expect((await box.call(box.trainer, 'POST', '/api/wod', { when, wbs: scored })).statusCode).toBe(200);
});
afterAll(() => box.t.close());

const wodOf = async (who: TrainingBox['member'], date: string) =>
  (await box.call(who, 'GET', `/api/wod/findByWhen/${millisOf(date)}`)).json();

describe("a day's WOD before it is published to members", () => {
  it('is the day before at 20:00 by default: until then a member gets no block, only when it comes', async () => {
    const hidden = await wodOf(box.member, TUESDAY);
    expect(hidden).toMatchObject({ when: TUESDAY, wbs: [], publishesAt: '2026-11-23T19:00:00.000Z' });
    expect(await wodOf(box.member, NEXT_WEEK)).toMatchObject({
      wbs: [],
      publishesAt: '2026-11-29T19:00:00.000Z',
    });
    // Today's WOD is out.
    expect((await wodOf(box.member, '2026-11-23')).wbs).toHaveLength(2);
    expect(await wodOf(box.member, '2026-11-23')).not.toHaveProperty('publishesAt');
  });

  it('is hidden the same way by id, in the list and on the whiteboard', async () => {
    const { id } = await wodOf(box.trainer, TUESDAY);
    expect((await box.call(box.member, 'GET', `/api/wod/${id}`)).json()).toMatchObject({ wbs: [] });
    const list = (await box.call(box.member, 'GET', '/api/wod?page=0&size=10')).json().content as {
      when: string;
      wbs: unknown[];
    }[];
    expect(list.filter((w) => w.when > '2026-11-23').every((w) => w.wbs.length === 0)).toBe(true);
    expect(list.find((w) => w.when === '2026-11-23')?.wbs).toHaveLength(2);
    const board = (await box.call(box.member, 'GET', `/api/scores/whiteboard/${TUESDAY}`)).json();
    expect(board).toMatchObject({ blocks: [], publishesAt: '2026-11-23T19:00:00.000Z' });
  });

  it('is always whole for staff, with when members will see it', async () => {
    for (const who of [box.trainer, box.admin]) {
      expect(await wodOf(who, TUESDAY)).toMatchObject({ publishesAt: '2026-11-23T19:00:00.000Z' });
      expect((await wodOf(who, TUESDAY)).wbs).toHaveLength(2);
      const board = (await box.call(who, 'GET', `/api/scores/whiteboard/${TUESDAY}`)).json();
      expect(board.blocks).toHaveLength(1);
    }
  });

  it('comes out at that moment, and at the moment the box set', async () => {
    box.clock.set('2026-11-23T19:00:00Z'); // 20:00 in Madrid
    try {
      const out = await wodOf(box.member, TUESDAY);
      expect(out.wbs).toHaveLength(2);
      expect(out).not.toHaveProperty('publishesAt');
      // Published 48 hours before the day starts: Saturday 00:00 for Monday.
      await box.t.app.db
        .insert(settings)
        .values({ key: 'wodVisibleHoursBefore', value: 48 })
        .onConflictDoUpdate({ target: settings.key, set: { value: 48 } });
      box.t.app.boxSettings.invalidate();
      expect((await wodOf(box.member, TUESDAY)).wbs).toHaveLength(2);
      expect(await wodOf(box.member, NEXT_WEEK)).toMatchObject({ publishesAt: '2026-11-27T23:00:00.000Z' });
    } finally {
      box.clock.set('2026-11-23T09:00:00Z');
    }
  });
});
