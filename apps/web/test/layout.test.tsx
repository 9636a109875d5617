import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member, renderApp } from './render-app';

describe('header', () => {
  it('offers registration to visitors and booking today to members', async () => {
    renderApp('/activities');
    const register = await screen.findAllByRole('link', { name: 'Regístrate' });
    expect(register[0]).toHaveProperty('pathname', '/auth/signup');

    renderApp('/activities', member);
    // The day it opens on is the box's today (gym-time.test.tsx).
    const book = await screen.findAllByRole('link', { name: 'Reservar' });
    expect(book.map((link) => link.getAttribute('href'))).toContain('/book/crossfit');
  });

  it('links the logo to the profile only when signed in', async () => {
    const visitor = renderApp('/faq');
    expect((await screen.findByRole('link', { name: 'Boxbook, inicio' })).getAttribute('href')).toBe('/');
    visitor.unmount();
    renderApp('/faq', member);
    expect((await screen.findByRole('link', { name: 'Boxbook, inicio' })).getAttribute('href')).toBe(
      '/profile',
    );
  });

  it.each([
    ['/', true],
    ['/contact', true],
    ['/rates', false],
  ])('on %s uses the hero style: %s', async (url, hero) => {
    const { container } = renderApp(url);
    await waitFor(() => expect(container.querySelector('header[data-hero]')).not.toBeNull());
    expect(container.querySelector('header[data-hero]')?.getAttribute('data-hero')).toBe(String(hero));
  });

  it.each(['/auth/login', '/rates/2'])('is hidden on %s', async (url) => {
    const { container } = renderApp(url, url.startsWith('/rates') ? member : undefined);
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('header[data-hero]')).toBeNull();
  });
});

describe('route guard', () => {
  it('sends a visitor to login with the page to come back to', async () => {
    const { router } = renderApp('/calendar?month=3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/calendar?month=3');
  });

  it('sends a member without the role to the profile', async () => {
    const { router } = renderApp('/admin/users', member);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });

  it('lets an admin into the admin area', async () => {
    renderApp('/admin/users', { ...member, roles: ['USER', 'ADMIN'] });
    expect(await screen.findByRole('heading', { name: 'Socios' })).toBeTruthy();
  });

  it('sends unknown routes home', async () => {
    const { router } = renderApp('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
