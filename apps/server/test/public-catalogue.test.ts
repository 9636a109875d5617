import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

describe('activities', () => {
  it('lists the box activities, Crossfit and Open Box among them', async () => {
    const res = await t.app.inject('/api/activities');
    expect(res.statusCode).toBe(200);
    const keys = res.json().map((a: { key: string }) => a.key);
    expect(keys).toEqual(expect.arrayContaining(['crossfit', 'open_box']));
    expect(keys.length).toBeGreaterThanOrEqual(5);
  });

  it('finds one by id and by name, case-insensitively', async () => {
    const byName = await t.app.inject('/api/activities/byName/Crossfit');
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ key: 'crossfit', creditType: 'ACTIVITY' });
    const byId = await t.app.inject(`/api/activities/${byName.json().id}`);
    expect(byId.json().name).toBe('Crossfit');
    const open = await t.app.inject('/api/activities/byName/open_box');
    expect(open.json().creditType).toBe('OPEN');
  });

  it('answers 404 in the error shape for an unknown activity', async () => {
    const res = await t.app.inject('/api/activities/byName/yoga');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });

  it('answers 400 naming the field for a malformed id', async () => {
    const res = await t.app.inject('/api/activities/abc');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation', field: 'id' });
  });
});

describe('the box content in both languages', () => {
  it('gives every activity, plan and product a Catalan and a Spanish text; `name` stays the Spanish one', async () => {
    const [activities, plans, products] = await Promise.all(
      ['/api/activities', '/api/plans', '/api/products'].map(async (url) => (await t.app.inject(url)).json()),
    );
    const gymnastics = activities.find((a: { key: string }) => a.key === 'gymnastics');
    expect(gymnastics).toMatchObject({ nameCa: 'Gimnàstics', nameEs: 'Gimnásticos', name: 'Gimnásticos' });
    expect(gymnastics.descriptionCa).toMatch(/Dominades/);
    expect(gymnastics.description).toBe(gymnastics.descriptionEs);
    expect(plans.find((p: { key: string }) => p.key === 'unlimited')).toMatchObject({
      nameCa: 'Il·limitat',
      nameEs: 'Ilimitado',
      name: 'Ilimitado',
    });
    for (const item of [...activities, ...plans, ...products]) {
      expect(item.nameCa, item.key ?? item.id).not.toBe('');
      expect(item.name).toBe(item.nameEs);
    }
    const chalk = products.find((p: { image: string }) => p.image === 'chalk');
    expect(chalk).toMatchObject({ nameCa: 'Magnesi en pols 250 g', nameEs: 'Magnesio en polvo 250 g' });
    expect(chalk.descriptionCa).not.toBe(chalk.descriptionEs);
  });
});

describe('plans and products', () => {
  it('lists plans by price ascending, the games plan included', async () => {
    const plans = (await t.app.inject('/api/plans')).json() as { key: string; price: number }[];
    expect(plans.length).toBeGreaterThanOrEqual(5);
    expect(plans.map((p) => p.price)).toEqual([...plans.map((p) => p.price)].sort((a, b) => a - b));
    expect(plans.map((p) => p.key)).toContain('games');
  });

  it('returns one plan with its weekly credits', async () => {
    const [first] = (await t.app.inject('/api/plans')).json();
    const res = await t.app.inject(`/api/plans/${first.id}`);
    expect(res.json()).toEqual(first);
    expect(res.json().credits).toEqual({ activity: expect.any(Number), open: expect.any(Number) });
    expect((await t.app.inject('/api/plans/99999')).statusCode).toBe(404);
  });

  it('lists products by price ascending and finds one by id', async () => {
    const products = (await t.app.inject('/api/products')).json() as { id: number; price: number }[];
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(products.map((p) => p.price)).toEqual([...products.map((p) => p.price)].sort((a, b) => a - b));
    const first = products[0];
    expect((await t.app.inject(`/api/products/${first?.id}`)).json()).toEqual(first);
    expect((await t.app.inject('/api/products/0')).statusCode).toBe(400);
  });
});

describe('app', () => {
  it('serves the config with the spec defaults', async () => {
    const res = await t.app.inject('/api/app/config');
    expect(res.json()).toMatchObject({
      defaultActivityKey: 'crossfit',
      openActivityKey: 'open_box',
      topPlanKey: 'games',
      daysToShow: 3,
      proPrice: 4.95,
      creditsPlan: 7,
      creditsNoPlan: 12,
      changePlanDayLimit: 26,
      bookFutureClassStartHour: 17,
      wodVisibleHoursBefore: 4,
    });
  });

  it('tells its version', async () => {
    expect((await t.app.inject('/api/app/info')).json()).toEqual({
      version: expect.stringMatching(/^\d+\.\d+/),
    });
  });
});
