import { type ClassView, classViewSchema, errorEnvelopeSchema, joinResponseSchema } from '@boxbook/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fastSerializerCompiler } from './fast-serializer';

const listSchema = z.array(classViewSchema);
const serialize = fastSerializerCompiler({ schema: listSchema });
/** What the app's default serializer answers: the value encoded by zod, then stringified. */
const asZodWrites = (value: unknown) => JSON.stringify(z.encode(listSchema, value as ClassView[]));

const activity = {
  id: 1,
  key: 'crossfit',
  name: 'Crossfit',
  nameCa: 'Crossfit',
  nameEs: 'Crossfit',
  description: 'Força i "cardio"\n',
  descriptionCa: 'Força i "cardio"\n',
  descriptionEs: 'Fuerza y «cardio»',
  image: '/assets/crossfit.webp',
  icon: '/assets/crossfit.svg',
  color: '#aa3300',
  enabled: true,
  singleBook: false,
  creditType: 'ACTIVITY' as const,
};
const view: ClassView = {
  id: 7,
  activity,
  date: '2026-11-23',
  startTime: '2026-11-23T17:00:00.000Z',
  endTime: '2026-11-23T18:00:00.000Z',
  maxPeople: 12,
  usersIn: [3, 9],
  usersWait: [],
  show: true,
  free: false,
  cancelled: false,
  cancelReason: null,
  people: [{ id: 3, name: 'Jordi P.', image: '/api/users/3/image' }],
  me: null,
  block: null,
  opensAt: null,
  coach: { id: 2, name: 'Marta' },
};

describe('the fast serializer', () => {
  it('writes the JSON the zod serializer writes, nulls and nested objects included', () => {
    const views: ClassView[] = [
      view,
      {
        ...view,
        id: 8,
        usersWait: [4, 5],
        me: { status: 'WAIT', position: 2 },
        block: 'not_open_yet',
        opensAt: '2026-11-22T17:00:00.000Z',
      },
      {
        ...view,
        id: 9,
        me: { status: 'IN', position: null },
        block: 'started',
        cancelled: true,
        cancelReason: 'STAFF',
      },
    ];
    expect(serialize(views)).toBe(asZodWrites(views));
    expect(JSON.parse(serialize(views))).toEqual(views);
  });

  it('leaves out what the schema does not name, as zod does (a row holds more than a view)', () => {
    const row = { ...view, secret: 'x', activity: { ...activity, createdAt: new Date(), sortOrder: 3 } };
    expect(serialize([row])).toBe(asZodWrites([row]));
    expect(serialize([row])).not.toContain('secret');
  });
});

describe('the fast serializer of a join (a rush answers hundreds at once)', () => {
  const asZod = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value as never));

  it('writes the answer with its class as zod does', () => {
    const serializeJoin = fastSerializerCompiler({ schema: joinResponseSchema });
    for (const answer of [
      { id: 40, status: 'IN', class: { ...view, me: { status: 'IN', position: null } } },
      { id: 41, status: 'WAIT', class: { ...view, usersWait: [4, 5], me: { status: 'WAIT', position: 2 } } },
      { id: 7, status: 'DRAW', class: view },
    ])
      expect(serializeJoin(answer)).toBe(asZod(joinResponseSchema, answer));
  });

  it('writes a refusal with its field and parameters as zod does', () => {
    const serializeRefusal = fastSerializerCompiler({ schema: errorEnvelopeSchema });
    for (const refusal of [
      {
        statusCode: 409,
        code: 'no_credits',
        message: 'No credits',
        params: { creditType: 'ACTIVITY', left: 0 },
      },
      { statusCode: 404, code: 'not_found', message: 'Class not found', field: 'id' },
    ])
      expect(serializeRefusal(refusal)).toBe(asZod(errorEnvelopeSchema, refusal));
  });
});
