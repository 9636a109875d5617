import { SCORE_COMMENT_MAX } from '@boxbook/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/infra/db/schema';
import { block, openTrainingBox, type Person, type TrainingBox } from './wod-support';

let box: TrainingBox;
let wodId: number;
let blockId: string;

beforeAll(async () => {
  box = await openTrainingBox();
  const wod = (
    await box.call(box.trainer, 'POST', '/api/wod', {
      when: '2026-11-23',
      wbs: [block('WOD', { tc: 14, score: 'reps' })],
    })
  ).json();
  wodId = wod.id;
  blockId = wod.wbs[0].id;
});
afterAll(() => box.t.close());

/** A member's score, shown on the whiteboard (or not), with reactions on (or off). */
async function scoreOf(who: Person, settings: { showOnWhiteboard?: boolean; reactionsOff?: boolean } = {}) {
  await box.call(who, 'PUT', `/api/scores/settings/${who.id}`, { showOnWhiteboard: true, ...settings });
  const res = await box.call(who, 'POST', '/api/scores', {
    wodId,
    blockId,
    userId: who.id,
    division: 'RX',
    result: { kind: 'reps', reps: 100 },
  });
  return res.json().id as number;
}
const bump = (who: Person, scoreId: number) => box.call(who, 'POST', `/api/reactions/${scoreId}/bump`);
const comment = (who: Person, scoreId: number, body: string) =>
  box.call(who, 'POST', `/api/reactions/${scoreId}/comments`, { body });
const entryOf = async (who: Person, scoreId: number) => {
  const board = (await box.call(who, 'GET', '/api/scores/whiteboard/2026-11-23')).json();
  return board.blocks[0].entries.find((e: { scoreId: number }) => e.scoreId === scoreId);
};
const kindsFor = async (who: Person) =>
  (
    (await box.call(who, 'GET', '/api/notifications/list?lang=ca')).json().items as {
      kind: string;
      title: string;
    }[]
  ).map((item) => `${item.kind}: ${item.title}`);

describe('fist bumps', () => {
  it('are one per member per score: a second one takes it back', async () => {
    const owner = await box.addPerson(['USER'], 'Laia', 'Puig');
    const fan = await box.addPerson(['USER'], 'Pau', 'Mas');
    const scoreId = await scoreOf(owner);
    expect((await bump(fan, scoreId)).json()).toEqual({ bumped: true, bumps: 1 });
    expect((await entryOf(fan, scoreId)).reactions).toMatchObject({ bumps: 1, bumped: true });
    expect((await entryOf(owner, scoreId)).reactions).toMatchObject({ bumps: 1, bumped: false });
    expect((await bump(fan, scoreId)).json()).toEqual({ bumped: false, bumps: 0 });
    expect((await entryOf(fan, scoreId)).reactions).toMatchObject({ bumps: 0, bumped: false });
  });

  it("reach the score's owner in their notifications list", async () => {
    const owner = await box.addPerson(['USER'], 'Marta', 'Roig');
    const fan = await box.addPerson(['USER'], 'Joan', 'Vila');
    await bump(fan, await scoreOf(owner));
    const [told] = await kindsFor(owner);
    expect(told).toMatch(/^score_bump: Joan\d+ et fa un cop de puny$/);
  });

  it('are for somebody else’s score, shown on the whiteboard', async () => {
    const owner = await box.addPerson();
    const hidden = await box.addPerson();
    expect((await bump(owner, await scoreOf(owner))).json()).toMatchObject({ code: 'forbidden' });
    expect((await bump(owner, await scoreOf(hidden, { showOnWhiteboard: false }))).statusCode).toBe(404);
    expect((await bump(owner, 999_999)).statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('are trimmed, shown under the score with the author as on the board, and told to its owner', async () => {
    const owner = await box.addPerson(['USER'], 'Anna', 'Soler');
    const fan = await box.addPerson(['USER'], 'Oriol', 'Camps');
    const scoreId = await scoreOf(owner);
    const res = await comment(fan, scoreId, '  Quina bèstia!  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ scoreId, body: 'Quina bèstia!', user: { id: fan.id } });
    expect(res.json().user.name).toMatch(/^Oriol\d+ C\.$/);
    expect((await entryOf(owner, scoreId)).reactions.comments.map((c: { body: string }) => c.body)).toEqual([
      'Quina bèstia!',
    ]);
    expect((await kindsFor(owner))[0]).toMatch(/^score_comment: Oriol\d+ ha comentat el teu resultat$/);
  });

  it(`refuse an empty comment and one over ${SCORE_COMMENT_MAX} characters with their own codes`, async () => {
    const scoreId = await scoreOf(await box.addPerson());
    const fan = await box.addPerson();
    expect((await comment(fan, scoreId, '   ')).json()).toMatchObject({
      code: 'comment_empty',
      field: 'body',
    });
    const long = await comment(fan, scoreId, 'x'.repeat(SCORE_COMMENT_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ code: 'comment_too_long', params: { max: SCORE_COMMENT_MAX } });
    expect((await comment(fan, scoreId, `  ${'x'.repeat(SCORE_COMMENT_MAX)}  `)).statusCode).toBe(200);
  });

  it('are removed by staff, with an audit entry; a member removes only their own', async () => {
    const owner = await box.addPerson();
    const fan = await box.addPerson();
    const scoreId = await scoreOf(owner);
    const first = (await comment(fan, scoreId, 'Bona!')).json().id as number;
    const second = (await comment(fan, scoreId, 'Ho retiro')).json().id as number;
    expect((await box.call(owner, 'DELETE', `/api/reactions/comments/${first}`)).statusCode).toBe(403);
    expect((await box.call(fan, 'DELETE', `/api/reactions/comments/${second}`)).statusCode).toBe(204);
    expect((await box.call(box.trainer, 'DELETE', `/api/reactions/comments/${first}`)).statusCode).toBe(204);
    expect((await entryOf(owner, scoreId)).reactions.comments).toEqual([]);
    const [entry] = await box.t.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'score_comment.delete'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      byUserId: box.trainer.id,
      userId: fan.id,
      before: { body: 'Bona!', scoreId },
    });
    // A removed comment drops out of the owner's notifications list too.
    expect((await kindsFor(owner)).filter((k) => k.startsWith('score_comment'))).toEqual([]);
    expect((await box.call(box.trainer, 'DELETE', `/api/reactions/comments/${first}`)).statusCode).toBe(404);
  });
});

describe('a member who turns reactions off', () => {
  it('gets no bumps or comments: refused with reactions_off, and hidden from the board', async () => {
    const owner = await box.addPerson();
    const fan = await box.addPerson();
    const scoreId = await scoreOf(owner);
    await bump(fan, scoreId);
    await box.call(owner, 'PUT', `/api/scores/settings/${owner.id}`, {
      showOnWhiteboard: true,
      reactionsOff: true,
    });
    expect((await bump(fan, scoreId)).json()).toMatchObject({ code: 'reactions_off' });
    expect((await comment(fan, scoreId, 'Hola')).statusCode).toBe(409);
    expect((await entryOf(fan, scoreId)).reactions).toBeNull();
    // Saving the whiteboard choice alone leaves reactions off.
    await box.call(owner, 'PUT', `/api/scores/settings/${owner.id}`, { showOnWhiteboard: true });
    expect((await box.call(owner, 'GET', `/api/scores/settings/${owner.id}`)).json()).toEqual({
      showOnWhiteboard: true,
      reactionsOff: true,
    });
  });
});
