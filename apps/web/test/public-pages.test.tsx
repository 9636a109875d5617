import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18n from 'i18next';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { appConfig, boxLegal, products, server } from './msw-server';
import { member, renderApp } from './render-app';

describe('rates', () => {
  it('opens the checkout of the chosen plan for a member without a plan', async () => {
    const { router } = renderApp('/rates', member);
    await userEvent.click(await screen.findByRole('button', { name: /Ilimitado/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rates/3'));
  });

  it('tells a member who already has a plan instead of opening the checkout', async () => {
    const { router } = renderApp('/rates', { ...member, plan: { id: 2, key: 'two_days', name: '2 días' } });
    await userEvent.click(await screen.findByRole('button', { name: /Games/ }));
    expect(await screen.findByRole('dialog', { name: 'Ya tienes un plan' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/rates');
  });

  it('shows unlimited sessions as ∞ and prices in euros', async () => {
    renderApp('/rates');
    const games = await screen.findByRole('button', { name: /Games/ });
    expect(games.textContent).toContain('∞');
    expect(games.textContent).toMatch(/119,00\s€/);
  });
});

describe("the box's own content in the screen's language", () => {
  it('shows plan, product and activity texts in Catalan, and in Spanish after switching', async () => {
    await i18n.changeLanguage('ca');
    try {
      renderApp('/shop');
      expect(await screen.findByRole('heading', { name: 'Magnesi' })).toBeTruthy();
      expect(screen.getByText('Agafada segura.')).toBeTruthy();
      await i18n.changeLanguage('es');
      expect(await screen.findByRole('heading', { name: 'Magnesio' })).toBeTruthy();
      expect(screen.getByText('Agarre seguro.')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('es');
    }
  });

  it('names the plans in Catalan on the rates page', async () => {
    await i18n.changeLanguage('ca');
    try {
      renderApp('/rates');
      expect(await screen.findByRole('button', { name: /Il·limitat/ })).toBeTruthy();
      expect(screen.queryByText('Ilimitado')).toBeNull();
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});

describe('shop', () => {
  it('shows prices with two decimals and appends .webp to bare image names', async () => {
    const { container } = renderApp('/shop');
    expect(await screen.findByRole('heading', { name: 'Nuestros productos' })).toBeTruthy();
    expect(await screen.findByText(/^8,95\s€$/)).toBeTruthy();
    const images = [...container.querySelectorAll('article img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['/img/products/chalk.webp', 'https://cdn.example.com/tshirt.png']);
  });

  it('shows a plain tile, not a broken picture, for a product saved without one', async () => {
    server.use(
      http.get('*/api/products', () => HttpResponse.json([{ ...products[0], image: '' }, products[1]])),
    );
    const { container } = renderApp('/shop');
    expect(await screen.findByText(/^8,95\s€$/)).toBeTruthy();
    const tiles = [...container.querySelectorAll('article')].map((a) =>
      a.querySelector('img')?.getAttribute('src'),
    );
    expect(tiles).toEqual([undefined, 'https://cdn.example.com/tshirt.png']);
  });

  it('says so when a list cannot load', async () => {
    server.use(
      http.get('*/api/products', () =>
        HttpResponse.json({ statusCode: 503, code: 'service_unavailable', message: 'x' }, { status: 503 }),
      ),
    );
    renderApp('/shop');
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveProperty(
      'textContent',
      'El servicio no está disponible ahora mismo. Vuelve a probar pronto.',
    );
  });
});

describe('activities', () => {
  it('lists enabled activities only, each with a book button', async () => {
    renderApp('/activities');
    const list = await within(await screen.findByRole('main')).findByRole('list');
    await within(list).findByText('Crossfit');
    expect(within(list).queryByText('Yoga')).toBeNull();
    const book = within(list).getByRole('link', { name: 'Reservar Crossfit' });
    expect(book.getAttribute('href')).toBe('/book/crossfit');
  });
});

describe('faq', () => {
  it('keeps one answer open at a time', async () => {
    renderApp('/faq');
    const main = await screen.findByRole('main');
    const triggers = await within(main).findAllByRole('button', { expanded: false });
    expect(triggers.length).toBeGreaterThanOrEqual(10);
    const [first, second] = triggers;
    if (!first || !second) throw new Error('expected FAQ items');

    await userEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });
});

describe("the box's terms", () => {
  it('reads the version in force without an account, linked from the footer, or says none is published', async () => {
    server.use(
      http.get('*/api/terms/current', () =>
        HttpResponse.json({
          current: {
            id: 3,
            version: 2,
            bodyCa: 'Entreno sota la meva responsabilitat.',
            bodyEs: 'Entreno bajo mi responsabilidad.',
            publishedAt: '2026-11-02T10:00:00Z',
            publishedBy: null,
          },
        }),
      ),
    );
    renderApp('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Condiciones del box' }));
    expect(await screen.findByRole('heading', { name: 'Condiciones del box' })).toBeTruthy();
    expect((await screen.findByTestId('box-terms')).textContent).toBe('Entreno bajo mi responsabilidad.');
    expect(screen.getByText(/Versión 2, publicada el 2 de noviembre de 2026/)).toBeTruthy();
    server.use(http.get('*/api/terms/current', () => HttpResponse.json({ current: null })));
    renderApp('/condicions');
    expect(await screen.findByText('El box todavía no ha publicado sus condiciones.')).toBeTruthy();
  });
});

describe('the cancellation limit and the box in the texts', () => {
  const withConfig = (change: Partial<typeof appConfig>) =>
    server.use(http.get('*/api/app/config', () => HttpResponse.json({ ...appConfig, ...change })));

  it('the FAQ quotes the limit the box set, not a fixed one', async () => {
    withConfig({ cancelLimitMinutes: 90 });
    renderApp('/faq');
    expect(await screen.findByRole('button', { name: /límite de 90 minutos/ })).toBeTruthy();
    expect(screen.queryByText(/2 horas/)).toBeNull();
  });

  it('the legal notice names the box as the server does, with its phone and its limit', async () => {
    withConfig({ cancelLimitMinutes: 180, phoneNumber: '+34972000111' });
    server.use(
      http.get('*/api/app/legal', () =>
        HttpResponse.json({
          ...boxLegal,
          registry: 'Registro Mercantil de Girona, tomo 1, folio 2, hoja GI-3',
        }),
      ),
    );
    renderApp('/legal-notice');
    const main = await screen.findByRole('main');
    await within(main).findByText(/Registro Mercantil de Girona, tomo 1, folio 2, hoja GI-3/);
    const text = main.textContent ?? '';
    for (const value of [boxLegal.legalName, boxLegal.taxId, boxLegal.address, '+34 972 00 01 11', '3 horas'])
      expect(text).toContain(value);
    expect(within(main).getAllByRole('link', { name: boxLegal.email })[0]?.getAttribute('href')).toBe(
      `mailto:${boxLegal.email}`,
    );
    expect(text).not.toMatch(/\[●\]|\{\{|Boxbook Fitness SL|2 horas/);
  });

  it('leaves the registry line out for a box not in a registry', async () => {
    renderApp('/legal-notice');
    const main = await screen.findByRole('main');
    await within(main).findAllByText(new RegExp(boxLegal.legalName));
    expect(main.textContent).not.toMatch(/Datos registrales/);
  });
});

describe("the box's e-mail and company outside the legal pages", () => {
  it('the footer writes to the e-mail the server names and signs with its company', async () => {
    renderApp('/rates');
    const footer = await screen.findByRole('contentinfo');
    const email = await within(footer).findByRole('link', { name: boxLegal.email });
    expect(email.getAttribute('href')).toBe(`mailto:${boxLegal.email}`);
    expect(footer.textContent).toContain(boxLegal.legalName);
    expect(footer.textContent).not.toMatch(/hola@boxbook\.cat|Boxbook Fitness SL/);
  });

  it('the contact page gives the e-mail the server names', async () => {
    renderApp('/contact');
    const main = await screen.findByRole('main');
    const email = await within(main).findByRole('link', { name: boxLegal.email });
    expect(email.getAttribute('href')).toBe(`mailto:${boxLegal.email}`);
    expect(main.textContent).not.toContain('hola@boxbook.cat');
  });
});
