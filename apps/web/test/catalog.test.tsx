import type { Activity, Plan, Product, User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { activities, plans, products, server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 8000 };
const admin: User = { ...member, id: 1, name: 'Núria', roles: ['USER', 'ADMIN'] };

/** The catalog's calls, remembering what the screen sent. */
function catalogApi() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  let productList: Product[] = [
    ...products,
    { ...products[0], id: 3, nameCa: 'Cinturó', nameEs: 'Cinturón', enabled: false } as Product,
  ];
  let planList: Plan[] = [...plans];
  const record = async (request: Request) => {
    const body = await request.json();
    sent.push({ method: request.method, url: new URL(request.url).pathname, body });
    return body as Record<string, unknown>;
  };
  server.use(
    http.get('*/api/products/all', () => HttpResponse.json(productList)),
    http.put('*/api/products/:id', async ({ request, params }) => {
      const body = await record(request);
      const id = Number(params.id);
      productList = productList.map((p) => (p.id === id ? ({ ...p, ...body } as Product) : p));
      return HttpResponse.json(productList.find((p) => p.id === id));
    }),
    http.post('*/api/products', async ({ request }) => {
      const body = await record(request);
      const product = { ...body, id: 8, name: body.nameEs, enabled: true } as Product;
      productList = [...productList, product];
      return HttpResponse.json(product);
    }),
    http.get('*/api/plans/all', () => HttpResponse.json(planList)),
    http.post('*/api/plans', async ({ request }) => {
      const body = await record(request);
      const plan = { ...body, id: 9, name: body.nameEs, enabled: true } as Plan;
      planList = [...planList, plan];
      return HttpResponse.json(plan);
    }),
    http.get('*/api/activities', () => HttpResponse.json(activities satisfies Activity[])),
  );
  return sent;
}

describe('/admin/catalog', () => {
  it('lists the products, disabled ones marked, and saves a product renamed in both languages with a new price', async () => {
    const sent = catalogApi();
    renderApp('/admin/catalog/products', admin);
    const edit = await screen.findAllByRole('button', { name: 'Editar: Magnesio' }, LOADED);
    expect(screen.getAllByText('Desactivado').length).toBeGreaterThan(0);
    await userEvent.click(edit[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toHaveProperty('disabled', true);
    const nameCa = within(dialog).getByLabelText('Nombre (catalán)');
    const nameEs = within(dialog).getByLabelText('Nombre (castellano)');
    await userEvent.clear(nameCa);
    await userEvent.type(nameCa, 'Magnesi líquid');
    await userEvent.clear(nameEs);
    await userEvent.type(nameEs, 'Magnesio líquido');
    const price = within(dialog).getByLabelText('Precio (€)');
    await userEvent.clear(price);
    await userEvent.type(price, '12.5');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);
    expect(sent).toEqual([
      {
        method: 'PUT',
        url: '/api/products/1',
        body: expect.objectContaining({
          nameCa: 'Magnesi líquid',
          nameEs: 'Magnesio líquido',
          price: 12.5,
          enabled: true,
        }),
      },
    ]);
    expect(await screen.findAllByText('Magnesio líquido')).not.toHaveLength(0);
  });

  it('adds a product without an image address, its picture picked on the same form', async () => {
    const sent = catalogApi();
    renderApp('/admin/catalog/products', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Añade un producto' }, LOADED));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await userEvent.type(within(dialog).getByLabelText('Nombre (catalán)'), 'Corda');
    await userEvent.type(within(dialog).getByLabelText('Nombre (castellano)'), 'Comba');
    const price = within(dialog).getByLabelText('Precio (€)');
    await userEvent.clear(price);
    await userEvent.type(price, '15');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'comba.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Sube una imagen'), picture);
    expect(await within(dialog).findByRole('img', { name: 'Imagen actual' })).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), LOADED);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/products',
        body: expect.objectContaining({
          nameEs: 'Comba',
          image: '',
          price: 15,
          fileSource: expect.stringMatching(/^data:image\/png;base64,/),
        }),
      },
    ]);
  });

  it('disables a product with its Active box', async () => {
    const sent = catalogApi();
    renderApp('/admin/catalog/products', admin);
    const [edit] = await screen.findAllByRole('button', { name: 'Editar: Camiseta' }, LOADED);
    await userEvent.click(edit as HTMLElement);
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Activo/ }));
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.click(save);
    await waitFor(() => expect(sent).toHaveLength(1), LOADED);
    expect(sent[0]).toMatchObject({ method: 'PUT', url: '/api/products/2', body: { enabled: false } });
  });

  it('refuses an empty name or a price with three decimals before sending anything', async () => {
    const sent = catalogApi();
    renderApp('/admin/catalog/products', admin);
    const [edit] = await screen.findAllByRole('button', { name: 'Editar: Camiseta' }, LOADED);
    await userEvent.click(edit as HTMLElement);
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await userEvent.clear(within(dialog).getByLabelText('Nombre (catalán)'));
    expect(await within(dialog).findByText('Este campo es obligatorio.')).toBeTruthy();
    const price = within(dialog).getByLabelText('Precio (€)');
    await userEvent.clear(price);
    await userEvent.type(price, '3.333');
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByRole('button', { name: 'Guardar' })).toHaveProperty('disabled', true);
    expect(sent).toEqual([]);
  });

  it('says what is wrong with a negative price or credits, not that the field is empty', async () => {
    const sent = catalogApi();
    renderApp('/admin/catalog/plans', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Añade una tarifa' }, LOADED));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    const price = within(dialog).getByLabelText('Precio (€)');
    await userEvent.clear(price);
    await userEvent.type(price, '-5');
    expect(await within(dialog).findByText('Debe ser mayor que 0 €.')).toBeTruthy();
    await userEvent.clear(price);
    await userEvent.type(price, '39.999');
    expect(await within(dialog).findByText('Como mucho dos decimales.')).toBeTruthy();
    const credits = within(dialog).getByLabelText('Créditos de clase por semana');
    await userEvent.clear(credits);
    await userEvent.type(credits, '-1');
    expect(await within(dialog).findByText('Un número entero de 0 a 99.')).toBeTruthy();
    await userEvent.clear(credits);
    await userEvent.type(credits, '2.5');
    expect(await within(dialog).findAllByText('Un número entero de 0 a 99.')).toHaveLength(1);
    expect(within(dialog).queryByText('Este campo es obligatorio.')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('adds a plan from its tab, with its key, names, credits and price', async () => {
    const sent = catalogApi();
    renderApp('/admin/catalog', admin);
    const tabs = await screen.findByRole('navigation', { name: 'Tipo de catálogo' }, LOADED);
    await userEvent.click(within(tabs).getByRole('link', { name: 'Tarifas' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Añade una tarifa' }, LOADED));
    const dialog = await screen.findByRole('dialog', {}, LOADED);
    await userEvent.type(within(dialog).getByLabelText('Clave'), 'morning');
    await userEvent.type(within(dialog).getByLabelText('Nombre (catalán)'), 'Matins');
    await userEvent.type(within(dialog).getByLabelText('Nombre (castellano)'), 'Mañanas');
    const credits = within(dialog).getByLabelText('Créditos de clase por semana');
    await userEvent.clear(credits);
    await userEvent.type(credits, '3');
    const price = within(dialog).getByLabelText('Precio (€)');
    await userEvent.clear(price);
    await userEvent.type(price, '39.90');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1), LOADED);
    expect(sent[0]).toEqual({
      method: 'POST',
      url: '/api/plans',
      body: {
        key: 'morning',
        nameCa: 'Matins',
        nameEs: 'Mañanas',
        credits: { activity: 3, open: 0 },
        price: 39.9,
      },
    });
  });

  it('is linked from the back office menu for admins', async () => {
    catalogApi();
    renderApp('/admin/catalog/products', admin);
    const nav = await screen.findByRole('navigation', { name: 'Zona de administración' }, LOADED);
    expect(nav.querySelector('a[href="/admin/catalog"]')).toBeTruthy();
  });
});
