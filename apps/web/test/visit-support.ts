import type { VisitClass } from '@boxbook/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** A WOD far ahead, whose drop-in the visitor pays. */
export const wod: VisitClass = {
  id: 41,
  templateId: 5,
  activity: { key: 'wod', nameCa: 'WOD', nameEs: 'WOD' },
  startTime: '2099-11-23T17:00:00Z',
  endTime: '2099-11-23T18:00:00Z',
  placesLeft: 3,
  bookable: true,
};

/** The visitor's answers on /visit (in Spanish), up to the pay step. */
export async function answerUpToThePayStep() {
  await userEvent.type(await screen.findByLabelText('Nombre'), 'Marta');
  await userEvent.type(screen.getByLabelText('Apellidos'), 'Solta');
  await userEvent.type(screen.getByLabelText('Correo electrónico'), 'marta@example.com');
  await userEvent.type(screen.getByLabelText('Teléfono'), '612345678');
  const parq = screen.getByRole('region', { name: /PAR-Q/ });
  for (const group of within(parq).getAllByRole('group'))
    await userEvent.click(within(group).getByLabelText('No'));
  await userEvent.click(screen.getByLabelText(/consentimiento explícito/));
  await userEvent.click(screen.getByLabelText(/Acepto las condiciones/));
  await userEvent.click(screen.getByRole('button', { name: 'Continúa para pagar' }));
}
