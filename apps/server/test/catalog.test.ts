import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTrainingBox, type TrainingBox } from './wod-support';

/** The admin's catalog: activities, plans, products and movements. */
let box: TrainingBox;
beforeAll(async () => {
  box = await openTrainingBox();
});
afterAll(() => box.t.close());

const latestAudit = async () => {
  const page = (await box.call(box.admin, 'GET', '/api/audit')).json();
  return page.content[0] as { action: string; by: { id: number }; before: unknown; after: unknown };
};

const pngDataUrl = async (width: number, height: number) => {
  const png = await sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
};

const newProduct = {
  nameCa: 'Samarreta',
  nameEs: 'Camiseta',
  descriptionCa: 'De cotó',
  descriptionEs: 'De algodón',
  image: 'tshirt',
  price: 20,
};

describe('products', () => {
  it('an admin creates, renames, reprices and disables one; the shop follows and the audit log keeps each change', async () => {
    const { call, admin } = box;
    const created = await call(admin, 'POST', '/api/products', newProduct);
    expect(created.statusCode).toBe(200);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ...newProduct, enabled: true, name: 'Camiseta' });
    expect(await latestAudit()).toMatchObject({ action: 'catalog.product.create', by: { id: admin.id } });

    const edit = {
      ...newProduct,
      nameCa: 'Samarreta negra',
      nameEs: 'Camiseta negra',
      price: 22.5,
      enabled: true,
    };
    const edited = await call(admin, 'PUT', `/api/products/${id}`, edit);
    expect(edited.json()).toMatchObject({
      id,
      nameCa: 'Samarreta negra',
      name: 'Camiseta negra',
      price: 22.5,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'catalog.product.update',
      before: { product: id, nameCa: 'Samarreta', nameEs: 'Camiseta', price: 20 },
      after: { product: id, nameCa: 'Samarreta negra', nameEs: 'Camiseta negra', price: 22.5 },
    });
    const shop = (await call(null, 'GET', '/api/products')).json();
    expect(shop.find((p: { id: number }) => p.id === id)).toMatchObject({
      nameCa: 'Samarreta negra',
      price: 22.5,
    });

    await call(admin, 'PUT', `/api/products/${id}`, { ...edit, enabled: false });
    expect(await latestAudit()).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    const ids = (await call(null, 'GET', '/api/products')).json().map((p: { id: number }) => p.id);
    expect(ids).not.toContain(id);
    // Kept for history: an old receipt still finds it, and the admin's catalog lists it.
    expect((await call(null, 'GET', `/api/products/${id}`)).json()).toMatchObject({ enabled: false });
    const all = (await call(admin, 'GET', '/api/products/all')).json();
    expect(all.find((p: { id: number }) => p.id === id)).toMatchObject({ enabled: false });
  });

  it('is for admins only: a member and a trainer get 403, and nothing changes', async () => {
    const { call, admin, trainer, member } = box;
    const { id } = (await call(admin, 'POST', '/api/products', newProduct)).json();
    for (const who of [member, trainer]) {
      expect((await call(who, 'POST', '/api/products', newProduct)).statusCode).toBe(403);
      expect(
        (await call(who, 'PUT', `/api/products/${id}`, { ...newProduct, enabled: false })).statusCode,
      ).toBe(403);
      expect((await call(who, 'GET', '/api/products/all')).statusCode).toBe(403);
      expect((await call(who, 'POST', `/api/products/${id}/img`, { fileSource: 'data:,' })).statusCode).toBe(
        403,
      );
    }
    expect((await call(null, 'GET', `/api/products/${id}`)).json()).toMatchObject({ enabled: true });
  });

  it('answers 400 naming the field for a bad price or an empty name, and 404 for an unknown one', async () => {
    const { call, admin } = box;
    const { id } = (await call(admin, 'POST', '/api/products', newProduct)).json();
    const put = (body: object) =>
      call(admin, 'PUT', `/api/products/${id}`, { ...newProduct, enabled: true, ...body });
    expect((await put({ price: -3 })).json()).toMatchObject({
      statusCode: 400,
      code: 'validation',
      field: 'price',
    });
    expect((await put({ price: 1.234 })).statusCode).toBe(400);
    expect((await put({ nameCa: '  ' })).json()).toMatchObject({ statusCode: 400, field: 'nameCa' });
    expect(
      (await call(admin, 'PUT', '/api/products/999999', { ...newProduct, enabled: true })).statusCode,
    ).toBe(404);
  });

  it('takes a picture re-encoded as WebP like an avatar, and refuses what is not an image', async () => {
    const { call, admin } = box;
    const { id } = (await call(admin, 'POST', '/api/products', newProduct)).json();
    const res = await call(admin, 'POST', `/api/products/${id}/img`, {
      fileSource: await pngDataUrl(1000, 800),
    });
    expect(res.statusCode).toBe(200);
    const image = res.json().image as string;
    expect(image).toMatch(new RegExp(`^/uploads/products/${id}-[0-9a-f]{12}\\.webp$`));
    const file = await box.t.app.inject(image);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 600,
    });
    expect(await latestAudit()).toMatchObject({ action: 'catalog.product.update', after: { image } });
    const fake = `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`;
    expect((await call(admin, 'POST', `/api/products/${id}/img`, { fileSource: fake })).json()).toMatchObject(
      {
        statusCode: 400,
        code: 'invalid_image',
      },
    );
  });

  it('a new picture replaces the old file; a picture of a product that does not exist answers 404 and is not kept', async () => {
    const { call, admin } = box;
    const picture = async (background: string) =>
      `data:image/png;base64,${(
        await sharp({ create: { width: 300, height: 300, channels: 3, background } })
          .png()
          .toBuffer()
      ).toString('base64')}`;
    const { id } = (await call(admin, 'POST', '/api/products', newProduct)).json();
    const first = (
      await call(admin, 'POST', `/api/products/${id}/img`, { fileSource: await picture('#0f766e') })
    ).json().image as string;
    const second = (
      await call(admin, 'POST', `/api/products/${id}/img`, { fileSource: await picture('#f97316') })
    ).json().image as string;
    expect(second).not.toBe(first);
    expect((await box.t.app.inject(second)).statusCode).toBe(200);
    expect((await box.t.app.inject(first)).statusCode).toBe(404);

    const missing = await call(admin, 'POST', '/api/products/999999/img', {
      fileSource: await picture('#1d4ed8'),
    });
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'not_found' });
    const stored = await readdir(path.join(box.t.app.env.UPLOADS_DIR, 'products'));
    expect(stored.filter((name) => name.startsWith('999999-'))).toEqual([]);
  });

  it('is created without an image address, its picture coming with it or added afterwards', async () => {
    const { call, admin } = box;
    const bare = await call(admin, 'POST', '/api/products', { ...newProduct, image: '' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ nameEs: 'Camiseta', image: '' });
    const later = await call(admin, 'POST', `/api/products/${bare.json().id}/img`, {
      fileSource: await pngDataUrl(300, 300),
    });
    expect(later.json().image).toMatch(/^\/uploads\/products\//);

    const withPicture = await call(admin, 'POST', '/api/products', {
      ...newProduct,
      image: '',
      fileSource: await pngDataUrl(900, 700),
    });
    expect(withPicture.statusCode).toBe(200);
    const { id, image } = withPicture.json();
    expect(image).toMatch(new RegExp(`^/uploads/products/${id}-[0-9a-f]{12}\\.webp$`));
    const file = await box.t.app.inject(image);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 600,
      height: 600,
    });
    expect(await latestAudit()).toMatchObject({
      action: 'catalog.product.create',
      after: { product: id, image },
    });

    // A file that is not a picture refuses the whole product: nothing half made.
    const before = (await call(admin, 'GET', '/api/products/all')).json().length;
    const fake = `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`;
    expect(
      (await call(admin, 'POST', '/api/products', { ...newProduct, fileSource: fake })).json(),
    ).toMatchObject({
      statusCode: 400,
      code: 'invalid_image',
      field: 'fileSource',
    });
    expect((await call(admin, 'GET', '/api/products/all')).json()).toHaveLength(before);
  });
});

const newPlan = {
  key: 'catalog_basic',
  nameCa: 'Bàsic',
  nameEs: 'Básico',
  credits: { activity: 2, open: 1 },
  price: 45,
};

describe('plans', () => {
  it('an admin edits a plan and disables it: the rates page loses it, members cannot join it, the audit log keeps it', async () => {
    const { call, admin, member } = box;
    const created = await call(admin, 'POST', '/api/plans', newPlan);
    expect(created.json()).toMatchObject({ ...newPlan, enabled: true });
    expect(await latestAudit()).toMatchObject({ action: 'catalog.plan.create' });
    const { id } = created.json();
    const { key: _key, ...update } = newPlan;
    const edited = await call(admin, 'PUT', `/api/plans/${id}`, {
      ...update,
      nameCa: 'Bàsic 2',
      price: 49.9,
      enabled: true,
    });
    expect(edited.json()).toMatchObject({ id, key: 'catalog_basic', nameCa: 'Bàsic 2', price: 49.9 });
    expect(await latestAudit()).toMatchObject({
      action: 'catalog.plan.update',
      before: { plan: 'catalog_basic', nameCa: 'Bàsic', price: 45 },
      after: { plan: 'catalog_basic', nameCa: 'Bàsic 2', price: 49.9 },
    });

    await call(admin, 'PUT', `/api/plans/${id}`, { ...update, enabled: false });
    const rates = (await call(null, 'GET', '/api/plans')).json().map((p: { id: number }) => p.id);
    expect(rates).not.toContain(id);
    expect((await call(null, 'GET', `/api/plans/${id}`)).json()).toMatchObject({ enabled: false });
    expect((await call(admin, 'GET', '/api/plans/all')).json().map((p: { id: number }) => p.id)).toContain(
      id,
    );
    const ask = await call(member, 'POST', `/api/users/${member.id}/joinWithReceiptId`, {
      planId: id,
      pro: false,
      receiptId: '6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b',
    });
    expect(ask.statusCode).toBe(404);
  });

  it('is for admins only, and refuses bad credits or price with 400', async () => {
    const { call, admin, trainer, member } = box;
    const { id } = (await call(admin, 'POST', '/api/plans', { ...newPlan, key: 'catalog_roles' })).json();
    const { key: _key, ...update } = newPlan;
    for (const who of [member, trainer]) {
      expect((await call(who, 'PUT', `/api/plans/${id}`, { ...update, enabled: true })).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/plans/all')).statusCode).toBe(403);
    }
    const bad = await call(admin, 'PUT', `/api/plans/${id}`, {
      ...update,
      credits: { activity: 120, open: 0 },
      enabled: true,
    });
    expect(bad.json()).toMatchObject({ statusCode: 400, code: 'validation' });
    expect(
      (await call(admin, 'PUT', `/api/plans/${id}`, { ...update, price: 0, enabled: true })).statusCode,
    ).toBe(400);
  });
});

const newActivity = {
  key: 'hyrox',
  nameCa: 'Hyrox',
  nameEs: 'Hyrox',
  descriptionCa: 'Córrer i estacions',
  descriptionEs: 'Correr y estaciones',
  image: '/img/activities/crossfit.webp',
  icon: '/img/activities/crossfit-icon.svg',
  color: '#0f766e',
  enabled: true,
  singleBook: false,
  creditType: 'ACTIVITY',
};

describe('activities', () => {
  it('an admin creates, edits and disables one; the list keeps it with enabled false', async () => {
    const { call, admin } = box;
    const created = await call(admin, 'POST', '/api/activities', newActivity);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ ...newActivity, name: 'Hyrox' });
    const { id } = created.json();
    expect((await call(admin, 'POST', '/api/activities', newActivity)).json()).toMatchObject({
      statusCode: 409,
      code: 'conflict',
      field: 'key',
    });
    const { key: _key, ...update } = newActivity;
    const edited = await call(admin, 'PUT', `/api/activities/${id}`, {
      ...update,
      nameCa: 'Hyrox Catalunya',
      color: '#1d4ed8',
      singleBook: true,
      creditType: 'OPEN',
      enabled: false,
    });
    expect(edited.json()).toMatchObject({
      id,
      key: 'hyrox',
      nameCa: 'Hyrox Catalunya',
      color: '#1d4ed8',
      enabled: false,
    });
    const listed = (await call(null, 'GET', '/api/activities')).json();
    expect(listed.find((a: { id: number }) => a.id === id)).toMatchObject({
      enabled: false,
      singleBook: true,
    });
  });

  it('is for admins only, and refuses a bad colour or credit type with 400', async () => {
    const { call, admin, trainer, member } = box;
    const { id } = (await call(admin, 'POST', '/api/activities', { ...newActivity, key: 'yoga' })).json();
    const { key: _key, ...update } = newActivity;
    for (const who of [member, trainer]) {
      expect(
        (await call(who, 'POST', '/api/activities', { ...newActivity, key: 'pilates' })).statusCode,
      ).toBe(403);
      expect((await call(who, 'PUT', `/api/activities/${id}`, update)).statusCode).toBe(403);
      expect(
        (await call(who, 'POST', `/api/activities/${id}/img`, { fileSource: 'data:,' })).statusCode,
      ).toBe(403);
    }
    expect(
      (await call(admin, 'PUT', `/api/activities/${id}`, { ...update, color: 'orange' })).json(),
    ).toMatchObject({
      statusCode: 400,
      field: 'color',
    });
    expect(
      (await call(admin, 'PUT', `/api/activities/${id}`, { ...update, creditType: 'FREE' })).statusCode,
    ).toBe(400);
    expect(
      (await call(admin, 'POST', '/api/activities', { ...newActivity, key: 'Bad Key' })).statusCode,
    ).toBe(400);
  });

  it('takes a picture re-encoded as WebP, its shape kept', async () => {
    const { call, admin } = box;
    const { id } = (await call(admin, 'POST', '/api/activities', { ...newActivity, key: 'pictured' })).json();
    const res = await call(admin, 'POST', `/api/activities/${id}/img`, {
      fileSource: await pngDataUrl(2400, 1200),
    });
    expect(res.statusCode).toBe(200);
    const file = await box.t.app.inject(res.json().image);
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 600,
    });
  });
});

describe('movements', () => {
  it('trainers disable one: it leaves the list members log records from, staff still see it with all=true', async () => {
    const { call, trainer, member } = box;
    const body = { name: 'Catalog Clean', abbreviation: 'CLN', unit: 'kg', hasRm: true };
    const created = await call(trainer, 'POST', '/api/movements', body);
    expect(created.json()).toMatchObject({ ...body, enabled: true });
    const { id } = created.json();
    expect(
      (await call(trainer, 'PUT', `/api/movements/${id}`, { ...body, enabled: false })).json(),
    ).toMatchObject({
      enabled: false,
    });
    const names = async (url: string) =>
      (await call(member, 'GET', url)).json().map((m: { name: string }) => m.name);
    expect(await names('/api/movements')).not.toContain('Catalog Clean');
    expect(await names('/api/movements?all=true')).toContain('Catalog Clean');
    expect((await call(member, 'PUT', `/api/movements/${id}`, { ...body, enabled: true })).statusCode).toBe(
      403,
    );
  });
});
