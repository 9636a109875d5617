import type { AuditEntry, MandateMember, Remittance, User } from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

// The first render waits for the page's lazily loaded module.
const LOADED = { timeout: 5000 };

const admin: User = { ...member, id: 1, name: 'Núria', surname: 'Castells', roles: ['USER', 'ADMIN'] };
const plan = { id: 2, key: 'two_days', name: '2 días', nameCa: '2 dies', nameEs: '2 días' };
const laia: MandateMember = {
  id: 7,
  name: 'Laia',
  surname: 'Puig',
  status: 'ACTIVE',
  plan,
  state: 'NONE',
  mandate: null,
};
const page = (content: MandateMember[]) => ({
  totalPages: 1,
  totalElements: content.length,
  empty: content.length === 0,
  number: 0,
  content,
});
const november: Remittance = {
  month: '2026-11',
  exported: null,
  collectionDate: '2026-11-24',
  firstAllowedDate: '2026-11-24',
  transactions: 1,
  controlSum: 63.95,
  items: [
    {
      userId: 7,
      name: 'Laia',
      surname: 'Puig',
      plan,
      pro: true,
      discount: 0,
      holder: 'Laia Puig',
      iban: 'ES9121000418450200051332',
      reference: 'BB7-20261123',
      sequenceType: 'FRST',
      amount: 63.95,
      recollects: null,
      toldAt: null,
    },
  ],
  skipped: [{ userId: 9, name: 'Pau', surname: 'Vila', reason: 'NO_MANDATE' }],
};

function mandateApi() {
  const sent: { saved: unknown[]; exported: string[]; files: string[] } = {
    saved: [],
    exported: [],
    files: [],
  };
  server.use(
    http.get('*/api/mandates', () => HttpResponse.json(page([laia]))),
    http.get('*/api/mandates/creditor', () =>
      HttpResponse.json({
        name: 'Box SL',
        creditorId: 'ES11000B12345674',
        iban: 'ES7921000813610123456789',
        bic: null,
        messageVersion: 'pain.008.001.02',
        noticeDays: 14,
        returnKeepsAllowance: true,
        recollectReturns: true,
        returnFee: 0,
      }),
    ),
    http.put('*/api/mandates/users/:id', async ({ request }) => {
      sent.saved.push(await request.json());
      return HttpResponse.json({});
    }),
    http.get('*/api/mandates/remittances', () => HttpResponse.json([])),
    http.get('*/api/mandates/remittances/:month', ({ params }) =>
      HttpResponse.json({ ...november, month: String(params.month) }),
    ),
    http.post('*/api/mandates/remittances/:month', ({ params }) => {
      sent.exported.push(String(params.month));
      return HttpResponse.json(
        { ...november, exported: { at: '2026-11-23T09:00:00Z', by: null, messageId: 'X' } },
        { status: 201 },
      );
    }),
    http.get('*/api/mandates/remittances/:month/file', ({ params }) => {
      sent.files.push(String(params.month));
      return new HttpResponse('<Document/>', { headers: { 'content-type': 'application/xml' } });
    }),
  );
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe('/admin/mandatos', () => {
  it('checks the IBAN as it is typed and saves the mandate in its stored form', async () => {
    const sent = mandateApi();
    renderApp('/admin/mandatos', admin);
    const cards = await screen.findByRole('list', { name: 'Socios y sus mandatos' }, LOADED);
    await userEvent.click(within(cards).getByRole('button', { name: 'Añadir mandato Laia Puig' }));

    const dialog = await screen.findByRole('dialog', { name: 'Nuevo mandato de Laia Puig' });
    const iban = within(dialog).getByLabelText('IBAN');
    await userEvent.type(iban, 'es91 2100 0418 4502 0005 1333');
    await userEvent.tab();
    expect(await within(dialog).findByText('Este IBAN no es correcto: revisa sus dígitos.')).toBeTruthy();
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar el mandato' }));
    expect(sent.saved).toEqual([]);

    await userEvent.clear(iban);
    await userEvent.type(iban, 'es91 2100 0418 4502 0005 1332');
    expect(await within(dialog).findByText('✓ IBAN correcto: ES91 2100 0418 4502 0005 1332')).toBeTruthy();
    const reference = within(dialog).getByLabelText('Referencia del mandato');
    await userEvent.clear(reference);
    await userEvent.type(reference, 'laia-01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar el mandato' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.saved).toEqual([
      expect.objectContaining({
        holder: 'Laia Puig',
        iban: 'ES9121000418450200051332',
        bic: null,
        reference: 'LAIA-01',
      }),
    ]);
  });

  it("says under the IBAN when the server refuses the box's own account", async () => {
    const sent = mandateApi();
    server.use(
      http.put('*/api/mandates/users/:id', async ({ request }) => {
        sent.saved.push(await request.json());
        return HttpResponse.json(
          { statusCode: 409, code: 'mandate_iban_is_creditor', message: 'x', field: 'iban' },
          { status: 409 },
        );
      }),
    );
    renderApp('/admin/mandatos', admin);
    const cards = await screen.findByRole('list', { name: 'Socios y sus mandatos' }, LOADED);
    await userEvent.click(within(cards).getByRole('button', { name: 'Añadir mandato Laia Puig' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo mandato de Laia Puig' });
    const iban = within(dialog).getByLabelText('IBAN');
    await userEvent.type(iban, 'ES79 2100 0813 6101 2345 6789');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar el mandato' }));
    const message = await within(dialog).findByText(
      'Este IBAN es el del box como acreedor: escribe la cuenta del socio.',
    );
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(iban.getAttribute('aria-describedby')).toBe(message.id);
    expect(sent.saved).toHaveLength(1);
  });

  it("previews the month's debits, exports after a confirmation and downloads the file", async () => {
    const sent = mandateApi();
    const objectUrl = vi.fn(() => 'blob:remittance');
    Object.assign(URL, { createObjectURL: objectUrl, revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/mandatos?tab=remittance', admin);

    expect(await screen.findByText('1 recibo · 63,95 €', {}, LOADED)).toBeTruthy();
    const cards = screen.getByRole('list', { name: 'Recibos de la remesa' });
    expect(within(cards).getByText('Laia Puig')).toBeTruthy();
    expect(within(cards).getByText('Primero')).toBeTruthy();
    expect(screen.getByText('No se cobra a 1 socio con plan')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Exportar y descargar el XML' }));
    const confirm = await screen.findByRole('dialog', { name: /Exportar la remesa de noviembre de 2026/ });
    expect(within(confirm).getByText(/Se cobrará 1 recibo por un total de 63,95 €/)).toBeTruthy();
    expect(
      within(confirm).getByText(/Los recibos se cobrarán el martes, 24 de noviembre de 2026\./),
    ).toBeTruthy();
    expect(within(confirm).queryByText(/Este mes ya ha pasado/)).toBeNull();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    await waitFor(() => expect(sent.files).toEqual(['2026-11']));
    expect(sent.exported).toEqual(['2026-11']);
    expect(objectUrl).toHaveBeenCalled();
  });

  it('warns before exporting a month gone by, and says why a member who signed later is not charged', async () => {
    const sent = mandateApi();
    server.use(
      http.get('*/api/mandates/remittances/:month', ({ params }) =>
        HttpResponse.json({
          ...november,
          month: String(params.month),
          skipped: [{ userId: 9, name: 'Pau', surname: 'Vila', reason: 'SIGNED_LATER' }],
        }),
      ),
    );
    renderApp('/admin/mandatos?tab=remittance', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Mes anterior' }, LOADED));
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar y descargar el XML' }, LOADED));
    const confirm = await screen.findByRole('dialog');
    expect(
      within(confirm).getByText(/Este mes ya ha pasado \(.+\): los socios recibirán estos recibos/),
    ).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'No' }));
    expect(sent.exported).toEqual([]);
    await userEvent.click(screen.getByText('No se cobra a 1 socio con plan'));
    expect(screen.getByText('Firmó el mandato después de este mes')).toBeTruthy();
  });

  it('says so when the month was exported already', async () => {
    mandateApi();
    server.use(
      http.post('*/api/mandates/remittances/:month', () =>
        HttpResponse.json({ statusCode: 409, code: 'remittance_exported', message: 'x' }, { status: 409 }),
      ),
    );
    renderApp('/admin/mandatos?tab=remittance', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Exportar y descargar el XML' }, LOADED));
    const confirm = await screen.findByRole('dialog');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Este mes ya se ha exportado: no se cobrará dos veces.',
    );
  });
});

describe('/admin/audit', () => {
  it("reads one member's entries and shows each change before and after", async () => {
    const asked: string[] = [];
    const entry: AuditEntry = {
      id: 1,
      at: '2026-11-23T09:00:00Z',
      by: { id: 1, name: 'Núria Castells' },
      action: 'mandate.save',
      userId: 7,
      before: { holder: 'Laia Puig' },
      after: { holder: 'Joan Puig' },
    };
    server.use(
      http.get('*/api/audit', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          totalPages: 1,
          totalElements: 1,
          empty: false,
          number: 0,
          content: [entry],
        });
      }),
    );
    renderApp('/admin/audit?userId=7', admin);
    expect(await screen.findByText('Mandato SEPA guardado', {}, LOADED)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Socio n.º 7' })).toBeTruthy();
    expect(screen.getByText('Por Núria Castells')).toBeTruthy();
    expect(screen.getByText('Laia Puig').tagName).toBe('DEL');
    expect(screen.getByText('Joan Puig').tagName).toBe('INS');
    expect(asked).toEqual(['?page=0&userId=7']);
  });
});
