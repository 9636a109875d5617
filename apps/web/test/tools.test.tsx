import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app';

/** The first screen of a test waits for its lazily loaded route on a busy machine (so do the tests). */
const LOADED = { timeout: 8_000 };

describe('the plate calculator', { timeout: 20_000 }, () => {
  const perSide = () =>
    Array.from(document.querySelectorAll('[data-side="right"] rect')).map((r) => r.getAttribute('data-kg'));

  it.each([
    ['100', ['25', '15'], 'Total en la barra: 100 kg', null],
    [
      '102,5',
      ['25', '15', '1'],
      'Total en la barra: 102 kg',
      /102,5 kg no se puede cargar exactamente.*102 kg o 103 kg/,
    ],
    ['60.2', ['20'], 'Total en la barra: 60 kg', /Has escrito 60,2 kg: se calcula con 60 kg/],
  ])('loads %s kg', async (target, plates, total, note) => {
    renderApp('/tools');
    const field = await screen.findByLabelText('Peso total (kg)', {}, LOADED);
    await userEvent.clear(field);
    await userEvent.type(field, target);
    expect(screen.getByTestId('loaded').textContent).toBe(total);
    expect(perSide()).toEqual(plates);
    if (note) expect(screen.getByText(note)).toBeTruthy();
  });

  it.each([
    ['15', 'El peso es menor que el de la barra (20 kg).'],
    ['', 'Escribe el peso total que quieres en la barra, en kg.'],
    ['mucho', 'Escribe el peso total que quieres en la barra, en kg.'],
    ['2000', 'La calculadora llega hasta 500 kg: ninguna barra carga más.'],
  ])('draws an empty bar for %j and says why', async (target, message) => {
    renderApp('/tools');
    const field = await screen.findByLabelText('Peso total (kg)', {}, LOADED);
    await userEvent.clear(field);
    if (target) await userEvent.type(field, target);
    expect(screen.getByText(message)).toBeTruthy();
    expect(perSide()).toEqual([]);
  });
});
