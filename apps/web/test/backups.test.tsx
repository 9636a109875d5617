import type { BackupRun, BackupStatus, User } from '@boxbook/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

const LOADED = { timeout: 15_000 };
const admin: User = { ...member, id: 1, name: 'Núria', roles: ['USER', 'ADMIN'] };
const FILE = 'boxbook-2026-11-20T02-30-00.000Z.backup';
const goodRun: BackupRun = {
  id: 3,
  kind: 'scheduled',
  startedAt: '2026-11-20T02:30:00.000Z',
  finishedAt: '2026-11-20T02:30:01.000Z',
  status: 'ok',
  file: FILE,
  size: 734_000,
  error: null,
};

function backupsApi(status: BackupStatus, taken: BackupRun) {
  const posts: number[] = [];
  let current = status;
  server.use(
    http.get('*/api/backups', () => HttpResponse.json(current)),
    http.post('*/api/backups', () => {
      posts.push(1);
      current = { ...current, last: taken };
      return HttpResponse.json(taken);
    }),
  );
  return posts;
}

describe('/admin/backups', () => {
  it('warns when the last good backup is old, shows a failed one with why, and takes one now', async () => {
    const failed: BackupRun = {
      ...goodRun,
      id: 4,
      kind: 'manual',
      status: 'failed',
      file: null,
      size: null,
      error: 'ENOSPC: no space left on device',
    };
    const posts = backupsApi(
      {
        last: goodRun,
        lastGoodAt: goodRun.startedAt,
        stale: true,
        dailyAt: '03:30',
        keep: 14,
        encrypted: true,
        files: [{ name: FILE, size: 734_000, createdAt: goodRun.startedAt }],
      },
      failed,
    );
    renderApp('/admin/backups', admin);
    const warning = await screen.findByRole('alert', {}, LOADED);
    expect(warning.textContent).toMatch(
      /^Atención: la última copia correcta es del .*20.*nov.*hace más de dos días/,
    );
    expect(screen.getByText('Correcta (734 kB)')).toBeTruthy();
    expect(
      screen.getByText('Copia diaria a las 03:30; se guardan las 14 últimas.', { exact: false }),
    ).toBeTruthy();
    const files = screen.getByRole('list', { name: 'Archivos' });
    expect(within(files).getByRole('button', { name: /^Descargar la copia del .*20/ })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Haz una copia ahora' }));
    expect(posts).toEqual([1]);
    expect((await screen.findAllByText(/ENOSPC: no space left on device/)).length).toBeGreaterThan(0);
  });

  it('says there is no backup at all, and no warning once a good one is recent', async () => {
    backupsApi(
      { last: null, lastGoodAt: null, stale: true, dailyAt: '03:30', keep: 14, encrypted: false, files: [] },
      goodRun,
    );
    renderApp('/admin/backups', admin);
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe(
      'Atención: el box no tiene ninguna copia correcta. Haz una ahora.',
    );
    expect(screen.getByText('Todavía no se ha hecho ninguna copia.')).toBeTruthy();
    expect(screen.getByText('No hay ningún archivo de copia en el servidor.')).toBeTruthy();
  });
});
