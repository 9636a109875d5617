import type { AuditEntry, User } from '@boxbook/domain';
import { screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

// The first render waits for the page's lazily loaded module.
const LOADED = { timeout: 5000 };

const admin: User = { ...member, id: 1, name: 'Núria', surname: 'Castells', roles: ['USER', 'ADMIN'] };
const by = { id: 1, name: 'Núria Castells' };

/** The entries the Open writes (open-events/manage-events.ts and judge-score.ts), as stored. */
const entries: AuditEntry[] = [
  {
    id: 3,
    at: '2026-11-23T10:00:00Z',
    by,
    action: 'open.score.judge',
    userId: 7,
    before: { openScore: 12, status: 'PENDING', rejectReason: null },
    after: { openScore: 12, status: 'REJECTED', rejectReason: 'No rep' },
  },
  {
    id: 2,
    at: '2026-11-23T09:30:00Z',
    by,
    action: 'open.workout.update',
    userId: null,
    before: { openWorkout: 4, scoringOpen: false, kind: 'reps', capSeconds: null },
    after: { openWorkout: 4, scoringOpen: true, kind: 'time', capSeconds: 720 },
  },
  {
    id: 1,
    at: '2026-11-23T09:00:00Z',
    by,
    action: 'open.event.update',
    userId: null,
    before: { openEvent: 2, nameCa: 'Open 2026', endsOn: '2026-12-20', registrationOpen: true },
    after: { openEvent: 2, nameCa: 'Open de Nadal', endsOn: '2026-12-21', registrationOpen: false },
  },
];

function auditAnswers() {
  server.use(
    http.get('*/api/audit', () =>
      HttpResponse.json({ totalPages: 1, totalElements: 3, empty: false, number: 0, content: entries }),
    ),
  );
}

/** What each entry's list of changes says: its labels, and its values before and after. */
function changesOf(actionName: string) {
  const item = screen.getByText(actionName).closest('li');
  if (!item) throw new Error(`no entry ${actionName}`);
  const list = within(item);
  return {
    labels: list.getAllByRole('term').map((term) => term.textContent),
    // What was struck out and what was written in its place, as a screen reader reads them apart.
    values: list
      .getAllByRole('definition')
      .map(
        (value) => `${value.querySelector('del')?.textContent} → ${value.querySelector('ins')?.textContent}`,
      ),
  };
}

afterEach(() => i18n.changeLanguage('es'));

describe("the Open's audit entries", () => {
  it('name each field and its coded values in Spanish, never by their code', async () => {
    auditAnswers();
    renderApp('/admin/audit', admin);
    expect(await screen.findByText('Open: resultado juzgado', {}, LOADED)).toBeTruthy();
    expect(changesOf('Open: resultado juzgado')).toEqual({
      labels: ['Resultado', 'Estado', 'Motivo del rechazo'],
      values: ['12 → 12', 'Pendiente del juez → Rechazado', '— → No rep'],
    });
    expect(changesOf('Open: workout modificado').labels).toEqual([
      'Workout',
      'Acepta resultados',
      'Cómo se puntúa',
      'Límite de tiempo (segundos)',
    ]);
    expect(changesOf('Open: workout modificado').values).toEqual([
      '4 → 4',
      'No → Sí',
      'Repeticiones → Por tiempo (con límite)',
      '— → 720',
    ]);
    expect(changesOf('Open: evento modificado').labels).toEqual([
      'Evento',
      'Nombre (catalán)',
      'Acaba',
      'Inscripciones abiertas',
    ]);
    const main = screen.getByRole('main').textContent ?? '';
    expect(main).not.toMatch(
      /openScore|rejectReason|scoringOpen|capSeconds|nameCa|registrationOpen|VALIDATED|REJECTED|true|false/,
    );
  });

  it('name them in Catalan', async () => {
    await i18n.changeLanguage('ca');
    auditAnswers();
    renderApp('/admin/audit', admin);
    expect(await screen.findByText('Open: resultat jutjat', {}, LOADED)).toBeTruthy();
    const name = 'Open: resultat jutjat';
    expect(changesOf(name).labels).toEqual(['Resultat', 'Estat', 'Motiu del rebuig']);
    expect(changesOf(name).values[1]).toBe('Pendent del jutge → Rebutjat');
    const main = screen.getByRole('main').textContent ?? '';
    expect(main).not.toMatch(
      /openScore|rejectReason|scoringOpen|capSeconds|nameCa|registrationOpen|true|false/,
    );
  });
});
