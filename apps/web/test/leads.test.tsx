import type { Lead, User } from '@boxbook/domain';
import { screen } from '@testing-library/react';
import i18n from 'i18next';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

vi.setConfig({ testTimeout: 30_000 });
const LOADED = { timeout: 10_000 };
const admin: User = { ...member, id: 1, name: 'Núria', roles: ['USER', 'ADMIN'] };

const lead = (id: number, surname: string, kind: 'TRIAL' | 'DROP_IN'): Lead => ({
  id,
  name: 'Marta',
  surname,
  email: `marta${id}@example.com`,
  phone: '600000000',
  stage: 'BOOKED',
  createdAt: '2026-11-22T09:00:00Z',
  visit: {
    reference: `REF${id}AAAA`,
    kind,
    activity: { key: 'wod', nameCa: 'WOD', nameEs: 'WOD' },
    startTime: '2026-11-23T17:00:00Z',
    attended: false,
    parqAnyYes: false,
  },
  remindedAt: null,
});

describe('the leads list', () => {
  it('names a booked drop-in as a drop-in, and a booked trial as a trial, in both languages', async () => {
    server.use(
      http.get('*/api/leads', () =>
        HttpResponse.json([lead(1, 'Prova', 'TRIAL'), lead(2, 'Solta', 'DROP_IN')]),
      ),
    );
    const trialOf = () => screen.getAllByText(/Prova reservada|Prueba reservada/);
    renderApp('/admin/leads', admin);
    expect(await screen.findAllByText('Drop-in reservado', undefined, LOADED)).not.toHaveLength(0);
    expect(trialOf()).not.toHaveLength(0);
    await i18n.changeLanguage('ca');
    try {
      expect(await screen.findAllByText('Drop-in reservat', undefined, LOADED)).not.toHaveLength(0);
      expect(screen.getAllByText('Prova reservada')).not.toHaveLength(0);
    } finally {
      await i18n.changeLanguage('es');
    }
  });
});
