import type { AuthResponse, User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../src/lib/session';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const auth = (user: User): AuthResponse => ({
  jwt: 'jwt-token',
  refreshToken: 'refresh-token-of-twenty-chars',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  user,
});

describe('login', () => {
  it('explains wrong credentials in the user’s language', async () => {
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ statusCode: 401, code: 'invalid_credentials', message: 'x' }, { status: 401 }),
      ),
    );
    renderApp('/auth/login');
    await userEvent.type(await screen.findByLabelText('DNI o NIE'), '12345678Z');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El DNI/NIE o la contraseña no son correctos.',
    );
  });

  it('signs in and returns to the page the visitor wanted', async () => {
    let sent: unknown;
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(auth(member));
      }),
    );
    const { router } = renderApp('/auth/login?returnUrl=%2Fconfig%2Fyour-account');
    await userEvent.type(await screen.findByLabelText('DNI o NIE'), '12345678z');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'boxbook-member');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/config/your-account'));
    expect(sent).toEqual({ cin: '12345678Z', password: 'boxbook-member' });
    expect(sessionStore.get()?.user.id).toBe(member.id);
  });

  it('never follows a returnUrl to another site', async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.json(auth(member))));
    const { router } = renderApp('/auth/login?returnUrl=%2F%2Fevil.example');
    await userEvent.type(await screen.findByLabelText('DNI o NIE'), '12345678Z');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'boxbook-member');
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
  });
});

describe('signup', () => {
  it('checks the DNI letter and that both passwords match before sending', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/auth/signup', () => {
        calls++;
        return HttpResponse.json(auth(member), { status: 201 });
      }),
    );
    renderApp('/auth/signup');
    await userEvent.type(await screen.findByLabelText('Nombre'), 'Laia');
    await userEvent.type(screen.getByLabelText('Apellidos'), 'Puig');
    await userEvent.type(screen.getByLabelText('DNI o NIE'), '12345678A');
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'laia@example.com');
    await userEvent.type(screen.getByLabelText('Teléfono'), '600111222');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'una-contrasenya');
    await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'una-altra');
    await userEvent.click(screen.getByRole('button', { name: 'Crear la cuenta' }));
    expect(await screen.findByText('Este DNI/NIE no es válido: revisa la letra.')).toBeTruthy();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeTruthy();
    expect(calls).toBe(0);
  });
});

describe('an empty DNI field', () => {
  it('says the field is required on login and signup, not that its letter is wrong', async () => {
    renderApp('/auth/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Entrar' }));
    const field = screen.getByLabelText('DNI o NIE');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Este campo es obligatorio.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Este DNI/NIE no es válido: revisa la letra.')).toBeNull();
  });
});

describe('profile', () => {
  it('asks for the birth date, ignores a future one, then asks for the sex', async () => {
    let saves = 0;
    server.use(
      http.put('*/api/users/:id', async () => {
        saves++;
        return HttpResponse.json(member);
      }),
    );
    renderApp('/profile', { ...member, birth: null, sex: null });
    const birthDialog = await screen.findByRole('dialog', { name: 'Completa el perfil' });
    expect(within(birthDialog).getByText(/fecha de nacimiento/)).toBeTruthy();
    await userEvent.type(within(birthDialog).getByLabelText('Fecha de nacimiento'), '2099-01-01');
    await userEvent.click(within(birthDialog).getByRole('button', { name: 'Guardar' }));
    const sexDialog = await screen.findByRole('dialog', { name: 'Completa el perfil' });
    expect(within(sexDialog).getByRole('button', { name: 'Mujer' })).toBeTruthy();
    expect(saves).toBe(0);
  });

  it('keeps the birth-date dialog open on an empty Save and says the date is required', async () => {
    let saves = 0;
    server.use(
      http.put('*/api/users/:id', async () => {
        saves++;
        return HttpResponse.json(member);
      }),
    );
    renderApp('/profile', { ...member, birth: null, sex: null });
    const birthDialog = await screen.findByRole('dialog', { name: 'Completa el perfil' });
    await userEvent.click(within(birthDialog).getByRole('button', { name: 'Guardar' }));
    const field = within(birthDialog).getByLabelText('Fecha de nacimiento');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(birthDialog).getByText('Este campo es obligatorio.')).toBeTruthy();
    expect(within(birthDialog).queryByRole('button', { name: 'Mujer' })).toBeNull();
    expect(saves).toBe(0);
  });

  it('shows credits above 49 as unlimited', async () => {
    renderApp('/profile', { ...member, credits: { activity: 99, open: 3 } });
    const credits = await screen.findByRole('region', { name: 'Tus créditos' });
    expect(within(credits).getByRole('button', { name: '∞ Clases' })).toBeTruthy();
    expect(within(credits).getByRole('button', { name: '3 Open box' })).toBeTruthy();
  });

  it('offers a member without credits to buy one or see the rates instead of booking', async () => {
    const { router } = renderApp('/profile', { ...member, credits: { activity: 0, open: 0 } });
    await userEvent.click(await screen.findByRole('button', { name: '0 Clases' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comprar un crédito' });
    expect(within(dialog).getByRole('button', { name: /Comprar por 12,00\s€/ })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ver tarifas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rates'));
  });
});

describe('config home', () => {
  const linkNames = async () =>
    (
      await within(await screen.findByRole('navigation', { name: 'Configuración' })).findAllByRole('link')
    ).map((a) => a.textContent);

  it('shows a member the account links and their movements, but not staff ones', async () => {
    renderApp('/config', { ...member, plan: null });
    expect(await linkNames()).toEqual([
      'Tu cuenta›',
      'Reservas fijas›',
      'Pagos›',
      'Movimientos›',
      'Chat›',
      'Tu familia›',
      'Tus datos personales›',
      'Ayuda por WhatsApp↗',
    ]);
  });

  it('adds the rate for plan holders and the admin zone for staff', async () => {
    renderApp('/config', {
      ...member,
      roles: ['USER', 'TESTER', 'TRAINER'],
      plan: { id: 1, key: 'x', name: 'X' },
    });
    expect(await linkNames()).toEqual([
      'Tu cuenta›',
      'Reservas fijas›',
      'Pagos›',
      'Tu tarifa›',
      'Movimientos›',
      'Chat›',
      'Tu familia›',
      'Tus datos personales›',
      'Zona de administración›',
      'Mensajes de los socios›',
      'Ayuda por WhatsApp↗',
    ]);
  });
});

describe('personal data', () => {
  it('enables save only when something changed and everything is valid', async () => {
    renderApp('/config/your-account', member);
    const save = await screen.findByRole('button', { name: 'Guardar' });
    expect(save).toHaveProperty('disabled', true);
    const phone = screen.getByLabelText('Teléfono');
    await userEvent.clear(phone);
    await userEvent.type(phone, '+34 622 333 444');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    await userEvent.clear(screen.getByLabelText('Correo electrónico'));
    await userEvent.type(screen.getByLabelText('Correo electrónico'), 'not-an-email');
    await waitFor(() => expect(save).toHaveProperty('disabled', true));
  });
});
