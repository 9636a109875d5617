import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { block, openTrainingBox, type Person, type TrainingBox } from './wod-support';

let box: TrainingBox;
let wod: { id: number; wbs: { id: string; wbs: { id: string }[] }[] };
let future: { id: number; wbs: { id: string }[] };
/** a: strength (no score), b: AMRAP by rounds + reps, b.1: a part by time. */
let amrap: string;
let part: string;
let strength: string;

beforeAll(async () => {
  box = await openTrainingBox();
  wod = (
    await box.call(box.trainer, 'POST', '/api/wod', {
      when: '2026-11-23',
      wbs: [
        block('Fuerza'),
        block('WOD', { tc: 14, score: 'rounds_reps' }, [block('Parte A', { tc: 8, score: 'time' })]),
      ],
    })
  ).json();
  future = (
    await box.call(box.trainer, 'POST', '/api/wod', {
      when: '2026-11-24',
      wbs: [block('WOD', { score: 'load' })],
    })
  ).json();
  strength = wod.wbs[0]?.id ?? '';
  amrap = wod.wbs[1]?.id ?? '';
  part = wod.wbs[1]?.wbs[0]?.id ?? '';
});
afterAll(() => box.t.close());

const log = (who: Person, body: object) =>
  box.call(who, 'POST', '/api/scores', {
    wodId: wod.id,
    blockId: amrap,
    userId: who.id,
    division: 'RX',
    result: { kind: 'rounds_reps', rounds: 5, reps: 3 },
    note: '',
    ...body,
  });
const optIn = (who: Person, showOnWhiteboard: boolean) =>
  box.call(who, 'PUT', `/api/scores/settings/${who.id}`, { showOnWhiteboard });
const board = async (who: Person = box.member) =>
  (await box.call(who, 'GET', '/api/scores/whiteboard/2026-11-23')).json();

describe('logging a score', () => {
  it('records the result the block asks for, one per member and block', async () => {
    const first = await log(box.member, { division: 'SCALED', note: ' ring rows ' });
    expect(first.json()).toMatchObject({
      userId: box.member.id,
      wodId: wod.id,
      when: '2026-11-23',
      blockId: amrap,
      blockTitle: 'WOD',
      division: 'SCALED',
      result: { kind: 'rounds_reps', rounds: 5, reps: 3 },
      note: 'ring rows',
    });
    const again = await log(box.member, { result: { kind: 'rounds_reps', rounds: 6, reps: 0 } });
    expect(again.json()).toMatchObject({
      id: first.json().id,
      division: 'RX',
      result: { rounds: 6, reps: 0 },
    });
    const time = await log(box.member, { blockId: part, result: { kind: 'time', seconds: 431 } });
    expect(time.json()).toMatchObject({ blockTitle: 'Parte A', result: { seconds: 431 } });
    const history = (await box.call(box.member, 'GET', '/api/scores')).json();
    expect(history.map((s: { blockId: string }) => s.blockId)).toEqual([part, amrap]);
  });

  it('refuses a block that takes no score, a result of another kind, an unknown block or WOD', async () => {
    expect((await log(box.member, { blockId: strength })).json()).toMatchObject({
      statusCode: 409,
      code: 'block_not_scored',
    });
    expect((await log(box.member, { result: { kind: 'time', seconds: 300 } })).json()).toMatchObject({
      statusCode: 409,
      code: 'score_kind_mismatch',
      params: { kind: 'rounds_reps' },
    });
    expect((await log(box.member, { blockId: 'nope' })).json()).toMatchObject({
      statusCode: 404,
      field: 'blockId',
    });
    expect((await log(box.member, { wodId: 999999 })).json()).toMatchObject({
      statusCode: 404,
      field: 'wodId',
    });
    expect(
      (await log(box.member, { result: { kind: 'rounds_reps', rounds: 0, reps: 0 } })).json(),
    ).toMatchObject({ statusCode: 400, code: 'validation' });
    expect((await log(box.member, { division: 'ELITE' })).json()).toMatchObject({
      code: 'validation',
      field: 'division',
    });
  });

  it('waits for the WOD’s day at the box', async () => {
    const res = await log(box.member, {
      wodId: future.id,
      blockId: future.wbs[0]?.id,
      result: { kind: 'load', load: 80 },
    });
    expect(res.json()).toMatchObject({ statusCode: 409, code: 'wod_not_started' });
  });

  it('is the member’s own to write, read and delete; staff may act for anyone', async () => {
    const { member, other, trainer, call } = box;
    expect((await log(other, { userId: member.id })).json()).toMatchObject({ statusCode: 403 });
    expect((await call(other, 'GET', `/api/scores?user=${member.id}`)).statusCode).toBe(403);
    expect((await call(trainer, 'GET', `/api/scores?user=${member.id}`)).json()).toHaveLength(2);
    const logged = (await log(trainer, { userId: other.id, division: 'SCALED' })).json();
    expect(logged.userId).toBe(other.id);
    expect((await call(member, 'DELETE', `/api/scores/${logged.id}`)).statusCode).toBe(403);
    expect((await call(other, 'DELETE', `/api/scores/${logged.id}`)).statusCode).toBe(204);
    expect((await call(other, 'DELETE', `/api/scores/${logged.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/scores')).statusCode).toBe(401);
  });
});

describe('the whiteboard', () => {
  it('shows nobody who has not chosen to appear on it', async () => {
    const { member } = box;
    expect((await box.call(member, 'GET', `/api/scores/settings/${member.id}`)).json()).toEqual({
      showOnWhiteboard: false,
      reactionsOff: false,
    });
    const wall = await board();
    expect(wall.blocks.map((b: { label: string; kind: string }) => `${b.label} ${b.kind}`)).toEqual([
      'b rounds_reps',
      'b.1 time',
    ]);
    expect(wall.blocks.every((b: { entries: unknown[] }) => b.entries.length === 0)).toBe(true);
  });

  it('ranks Rx before Scaled, best first, once members opt in', async () => {
    const { member, other } = box;
    const third = await box.addPerson(['USER'], 'Jana', 'Vidal');
    await log(other, { division: 'SCALED', result: { kind: 'rounds_reps', rounds: 9, reps: 0 } });
    await log(third, { division: 'RX', result: { kind: 'rounds_reps', rounds: 4, reps: 20 } });
    for (const who of [member, other, third])
      expect((await optIn(who, true)).json()).toEqual({ showOnWhiteboard: true, reactionsOff: false });
    const [rounds] = (await board()).blocks;
    const lines = rounds.entries.map(
      (e: { rank: number; user: { name: string }; division: string }) =>
        `${e.rank} ${e.user.name} ${e.division}`,
    );
    // Laia did 6 rounds Rx, Jana 4 + 20 Rx, Pau 9 rounds Scaled: Rx first, whatever the count.
    expect(lines).toEqual([
      expect.stringMatching(/^1 Laia\d+ P\. RX$/),
      expect.stringMatching(/^2 Jana\d+ V\. RX$/),
      expect.stringMatching(/^3 Pau\d+ S\. SCALED$/),
    ]);
    expect(rounds.entries.map((e: { division: string }) => e.division)).toEqual(['RX', 'RX', 'SCALED']);
    expect(rounds.entries.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 3]);
    expect(rounds.entries[0].result).toEqual({ kind: 'rounds_reps', rounds: 6, reps: 0 });
    expect(rounds.entries[2].user.name).toMatch(/^Pau\d+ S\.$/);
  });

  it('drops a member who opts out again', async () => {
    await optIn(box.other, false);
    const [rounds] = (await board()).blocks;
    expect(rounds.entries.map((e: { user: { id: number } }) => e.user.id)).not.toContain(box.other.id);
  });

  it('is empty on a day without a WOD', async () => {
    expect((await box.call(box.member, 'GET', '/api/scores/whiteboard/2026-12-25')).json()).toEqual({
      when: '2026-12-25',
      wodId: null,
      blocks: [],
    });
  });

  it('lets only the member (or an admin) change their choice', async () => {
    const { member, other, trainer, admin, call } = box;
    expect(
      (await call(other, 'PUT', `/api/scores/settings/${member.id}`, { showOnWhiteboard: false })).statusCode,
    ).toBe(403);
    expect((await call(trainer, 'GET', `/api/scores/settings/${member.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', `/api/scores/settings/${member.id}`)).json()).toEqual({
      showOnWhiteboard: true,
      reactionsOff: false,
    });
    expect(
      (await call(admin, 'PUT', '/api/scores/settings/999999', { showOnWhiteboard: true })).statusCode,
    ).toBe(404);
  });
});

describe('editing the WOD under its scores', () => {
  it('keeps scores on blocks that stay, drops those of a removed block or a changed kind', async () => {
    const { trainer, member, call } = box;
    const current = (await call(trainer, 'GET', `/api/wod/${wod.id}`)).json();
    const [, wodBlock] = current.wbs;
    // The part now asks for reps: its time scores no longer fit.
    const res = await call(trainer, 'PUT', `/api/wod/${wod.id}`, {
      when: '2026-11-23',
      wbs: [{ ...wodBlock, wbs: [{ ...wodBlock.wbs[0], score: 'reps' }] }],
    });
    expect(res.statusCode).toBe(200);
    const mine = (await call(member, 'GET', `/api/scores?wod=${wod.id}`)).json();
    expect(mine.map((s: { blockId: string }) => s.blockId)).toEqual([amrap]);
    await call(trainer, 'PUT', `/api/wod/${wod.id}`, {
      when: '2026-11-23',
      wbs: [block('Otro WOD', { score: 'time' })],
    });
    expect((await call(member, 'GET', `/api/scores?wod=${wod.id}`)).json()).toEqual([]);
  });
});
