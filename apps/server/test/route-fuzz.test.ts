import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO, type SignedIn, signIn, type TestApp } from './test-app';

/**
 * Bad input thrown at every route of the OpenAPI document (so a route is covered the day it is
 * added): never a 5xx, always the error shape, and a refused request changes nothing stored.
 */

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

/**
 * Tables a refused request may still touch: attempts are counted, and a GET makes its classes (see
 * docs/decisions.md, One place for each rule).
 */
const MAY_CHANGE = new Set(['rate_limit_hits', 'classes']);

const NUL = 'a\u0000b';
const badText = fc.constantFrom(
  '0x25',
  '2147483648',
  '-1',
  '1e3',
  ' 1',
  '+1',
  '01',
  '%00',
  '',
  ' ',
  'abc',
  '9'.repeat(40),
  '9999-12-31',
  '0000-00-00',
  '2026-02-30',
  NUL,
  '../../etc/passwd',
  '{}',
  'null',
  '\u202e',
);
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, 1.5, Number.MAX_VALUE, true, null, [], {}, [NUL], { a: NUL }),
  fc.string({ maxLength: 30 }),
  fc.integer(),
);

let t: TestApp;
let operations: Operation[];
const callers: Record<string, SignedIn | null> = { anonymous: null };

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  callers.member = await signIn(t.app, ...DEMO.member);
  callers.admin = await signIn(t.app, ...DEMO.admin);
  const doc = (await t.app.inject('/api/docs/json')).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodyFields: Object.keys(op.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
});
afterAll(() => t.close());

/** A digest of every table a refused request must leave as it was. */
async function fingerprint(): Promise<string> {
  const tables = await t.app.db.execute<{ name: string }>(
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const parts: string[] = [];
  for (const { name } of (tables as unknown as { rows: { name: string }[] }).rows) {
    if (MAY_CHANGE.has(name) || name.startsWith('__')) continue;
    const digest = await t.app.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from "${name}" t`),
    );
    parts.push(`${name}:${(digest as unknown as { rows: { d: string }[] }).rows[0]?.d}`);
  }
  return parts.join(',');
}

const request = fc.record({
  op: fc.integer({ min: 0, max: 10_000 }),
  who: fc.constantFrom('anonymous', 'member', 'admin'),
  params: fc.array(badValue, { minLength: 3, maxLength: 3 }),
  query: fc.array(badValue, { minLength: 3, maxLength: 3 }),
  body: fc.oneof(
    fc.array(badValue, { minLength: 1, maxLength: 6 }).map((values) => ({ kind: 'fields' as const, values })),
    fc
      .constantFrom('{"a":', '[', 'nul\u0000l', '{"a":"\\u0000"}')
      .map((raw) => ({ kind: 'raw' as const, raw })),
    badValue.map((value) => ({ kind: 'json' as const, value })),
  ),
});

describe('every route of the OpenAPI document, under bad input', () => {
  it('answers without a 5xx, in the error shape, and a refusal changes nothing', async () => {
    expect(operations.length).toBeGreaterThan(30);
    let before = await fingerprint();
    await fc.assert(
      fc.asyncProperty(request, async ({ op: index, who, params, query, body }) => {
        const op = operations[index % operations.length] as Operation;
        const url = op.pathParams.reduce(
          (path, name, i) => path.replace(`{${name}}`, encodeURIComponent(String(params[i % 3]))),
          op.path,
        );
        const search = op.queryParams.map((name, i) => `${name}=${encodeURIComponent(String(query[i % 3]))}`);
        const payload =
          body.kind === 'raw'
            ? body.raw
            : JSON.stringify(
                body.kind === 'json'
                  ? body.value
                  : Object.fromEntries(op.bodyFields.map((f, i) => [f, body.values[i % body.values.length]])),
              );
        const caller = callers[who];
        const res = await t.app.inject({
          method: op.method as 'POST',
          url: search.length ? `${url}?${search.join('&')}` : url,
          headers: {
            'content-type': 'application/json',
            ...(caller ? caller.headers : {}),
          },
          ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload }),
          remoteAddress: `198.51.100.${index % 250}`,
        });
        const what = `${op.method} ${url} as ${who} → ${res.statusCode} ${res.body.slice(0, 200)}`;
        expect(res.statusCode, what).toBeLessThan(500);
        const after = await fingerprint();
        if (res.statusCode >= 400) {
          expect(res.json(), what).toMatchObject({
            statusCode: res.statusCode,
            code: expect.stringMatching(/^[a-z_]+$/),
            message: expect.any(String),
          });
          expect(after, `${what} changed the database`).toBe(before);
        }
        before = after;
      }),
      { numRuns: 400 },
    );
  }, 180_000);
});
