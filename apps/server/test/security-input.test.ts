import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type SignedIn, signIn, type TestApp } from './test-app';

/** Every refusal in one shape (see docs/product.md, Errors), with a stable code. */
function expectRefusal(res: { statusCode: number; json(): unknown }, status: number, code = 'validation') {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ statusCode: status, code, message: expect.any(String) });
}

let t: TestApp;
let admin: SignedIn;
let member: SignedIn;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await signIn(t.app, ...DEMO.admin);
  member = await signIn(t.app, ...DEMO.member);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: unknown, who?: SignedIn) =>
  t.app.inject({
    method: method as 'GET',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(who ? { headers: who.headers } : {}),
  });

describe('ids beyond an integer column', () => {
  it.each([
    ['GET', '/api/activities/2147483648'],
    ['GET', '/api/plans/99999999999'],
    ['GET', '/api/classes/2147483648'],
    ['GET', '/api/classes?activityId=2147483648'],
    ['GET', '/api/users/2147483648'],
  ])('%s %s is a 400, not a 500', async (method, url) => {
    expectRefusal(await call(method, url, undefined, admin), 400);
  });

  it.each([
    ['/api/classes/1/join', { userId: 2147483648 }],
    ['/api/classes/1/leave', { userId: 2 ** 53 }],
    ['/api/classes/validated/ofMonth', { when: '2026-11-01', userId: 2147483648 }],
  ])('POST %s with a huge id in the body is a 400 naming the field', async (url, body) => {
    const res = await call('POST', url, body, admin);
    expectRefusal(res, 400);
    expect(res.json().field).toBe('userId');
  });
});

describe('ids are plain decimal digits', () => {
  it.each([
    ['PUT', '/api/users/0x25'],
    ['POST', '/api/classes/0x1/join'],
    ['GET', '/api/activities/1e0'],
    ['GET', '/api/activities/%201'],
    ['GET', '/api/activities/+1'],
    ['GET', '/api/activities/01'],
    ['GET', '/api/activities/-1'],
    ['DELETE', '/api/calendar/%20'],
    ['DELETE', '/api/calendar/7'],
    ['GET', '/api/users?page=1e3'],
    ['GET', '/api/classes/nextClasses/0x2'],
  ])('%s %s is refused and changes nothing', async (method, url) => {
    const before = (await call('GET', '/api/calendar/calendar/0')).json().classes.length;
    const body = method === 'GET' || method === 'DELETE' ? undefined : { userId: member.user.id };
    expectRefusal(await call(method, url, body, admin), 400);
    expect((await call('GET', '/api/calendar/calendar/0')).json().classes.length).toBe(before);
  });

  it('still finds a plain id', async () => {
    expect((await call('GET', '/api/activities/1', undefined, member)).statusCode).toBe(200);
  });
});

describe('NUL bytes, which PostgreSQL text cannot hold', () => {
  const nul = 'a\u0000b';
  it.each([
    ['POST', '/api/contact', { name: nul, email: 'a@b.es', message: 'hola' }, undefined],
    [
      'POST',
      '/api/auth/signup',
      {
        cin: '44444444A',
        password: 'secret-pass',
        name: nul,
        surname: 'x',
        email: 'a@b.es',
        phone: '600000000',
      },
      undefined,
    ],
    ['GET', '/api/activities/byName/%00', undefined, undefined],
    ['GET', '/api/users?name=%00', undefined, 'admin'],
  ] as const)('%s %s is a 400', async (method, url, body, who) => {
    expectRefusal(await call(method, url, body, who === 'admin' ? admin : undefined), 400);
  });

  it('in a personal-data edit is a 400 naming the field', async () => {
    const me = member.user;
    const res = await call(
      'PUT',
      `/api/users/${me.id}`,
      { name: me.name, surname: nul, email: me.email, phone: me.phone, birth: null, sex: null },
      member,
    );
    expectRefusal(res, 400);
    expect(res.json().field).toBe('surname');
  });
});

describe('dates the box can mean', () => {
  it.each([
    ['/api/dayOff/dayOffForMonth', { when: '9999-12-31' }],
    ['/api/classes/validated/ofMonth', { when: '9999-12-31', userId: 0 }],
    ['/api/dayOff/dayOffForMonth', { when: '0001-01-01' }],
  ])('POST %s with a far date is a 400', async (url, body) => {
    const payload = 'userId' in body ? { ...body, userId: member.user.id } : body;
    const res = await call('POST', url, payload, member);
    expectRefusal(res, 400);
    expect(res.json().field).toBe('when');
  });

  it('GET /api/classes?date=9999-12-31 is a 400', async () => {
    expectRefusal(await call('GET', '/api/classes?date=9999-12-31', undefined, member), 400);
  });
});

describe('the error shape before our code runs', () => {
  it('malformed JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"cin": ',
    });
    expectRefusal(res, 400);
  });

  it('a body of a type we do not read', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<cin/>',
    });
    expectRefusal(res, 415, 'unsupported_media_type');
  });

  it('a broken percent-encoding in the path', async () => {
    expectRefusal(await call('GET', '/api/activities/byName/%E0%A4%A'), 400, 'bad_request');
  });
});

describe('body limits per route', () => {
  it('refuses a 2 MB login body with 413', async () => {
    const res = await call('POST', '/api/auth/login', { cin: '12345678Z', password: 'x'.repeat(2_000_000) });
    expectRefusal(res, 413, 'payload_too_large');
  });

  it('keeps room for an avatar upload', async () => {
    const res = await call(
      'POST',
      `/api/users/${member.user.id}/img`,
      { fileSource: 'x'.repeat(500_000) },
      member,
    );
    // Not a picture, so refused, but read: the upload route takes large bodies.
    expect(res.statusCode).toBe(400);
  });
});

/** Sends raw bytes to the listening app and reads the whole answer (Node's parser, not inject). */
async function rawHttp(port: number, request: string): Promise<{ status: number; body: string }> {
  const socket = connect(port, '127.0.0.1');
  socket.write(request);
  let text = '';
  for await (const chunk of socket) text += chunk;
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), body };
}

describe('answers Node makes before Fastify', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('a 20 KB address is a 431 in the error shape', async () => {
    const res = await rawHttp(port, `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 431, code: 'headers_too_large' });
  });

  it('broken HTTP is a 400 in the error shape', async () => {
    const res = await rawHttp(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ statusCode: 400, code: 'bad_request' });
  });
});
