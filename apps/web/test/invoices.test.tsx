import {
  type AeatSending,
  aeatSendingSchema,
  type ChainCheck,
  type InvoiceListItem,
  type Page,
  type User,
} from '@boxbook/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from './msw-server';
import { member, renderApp } from './render-app';

// The first render waits for the page's lazily loaded module.
const LOADED = { timeout: 5000 };
/** The screen loads lazily and dates are typed key by key: seconds each on a busy machine. */
const BUSY_MACHINE = { timeout: 20_000 };

const admin: User = { ...member, id: 1, name: 'Núria', surname: 'Castells', roles: ['USER', 'ADMIN'] };

const f2: InvoiceListItem = {
  id: 11,
  number: 'F-000002',
  kind: 'F2',
  issuedAt: '2027-01-15T09:00:00+00:00',
  issueDate: '2027-01-15',
  memberId: 7,
  memberName: 'Laia Puig',
  concept: 'Tarifa mensual Il·limitat (gener de 2027)',
  baseCents: 4959,
  vatCents: 1041,
  totalCents: 6000,
  vatRateBp: 2100,
  corrects: null,
  aeatStatus: 'accepted',
  voided: false,
};
const r5: InvoiceListItem = {
  ...f2,
  id: 12,
  number: 'FR-000001',
  kind: 'R5',
  issueDate: '2027-02-01',
  concept: 'Devolució parcial',
  baseCents: -1653,
  vatCents: -347,
  totalCents: -2000,
  corrects: { id: 11, number: 'F-000002', kind: 'F2' },
  aeatStatus: 'refused',
};
const page = (content: InvoiceListItem[], number = 0, totalPages = 1): Page<InvoiceListItem> => ({
  totalPages,
  totalElements: content.length + number * 25,
  empty: content.length === 0,
  number,
  content,
});
const sending: AeatSending = aeatSendingSchema.parse({
  configured: false,
  environment: 'test',
  counts: { pending: 3, sent: 0, accepted: 40, accepted_with_errors: 1, refused: 2 },
  lastRunAt: '2027-02-01T10:00:00+00:00',
  lastError: 'Codigo[4102]: El XML no cumple el esquema',
  nextAttemptAt: '2027-02-01T10:02:00+00:00',
});

function invoicesApi(options: { aeat?: AeatSending | 'missing'; chain?: ChainCheck } = {}) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/invoices', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      if (url.searchParams.get('page') === '1') return HttpResponse.json(page([f2], 1, 2));
      if (url.searchParams.get('kind') === 'R5') return HttpResponse.json(page([r5]));
      return HttpResponse.json(page([r5, f2], 0, 2));
    }),
    http.get('*/api/invoices/aeat', () =>
      options.aeat === 'missing' || !options.aeat
        ? HttpResponse.json({ code: 'not_found', message: 'Not Found' }, { status: 404 })
        : HttpResponse.json(options.aeat),
    ),
    http.get('*/api/invoices/chain', () =>
      HttpResponse.json(options.chain ?? { whole: true, records: 46, problem: null }),
    ),
    http.get('*/api/invoices/csv', ({ request }) => {
      const url = new URL(request.url);
      asked.push(`${url.pathname}${url.search}`);
      return new HttpResponse('\ufeffNúmero;Tipo\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    }),
    http.get('*/api/invoices/:id/pdf', ({ params }) => {
      asked.push(`pdf ${String(params.id)}`);
      return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    }),
  );
  return asked;
}

describe('the invoices screen', BUSY_MACHINE, () => {
  it('lists invoices with their status in words, and an R5 names the invoice it corrects', async () => {
    invoicesApi();
    renderApp('/admin/invoices', admin);
    expect(await screen.findByRole('heading', { name: 'Facturas', level: 1 }, LOADED)).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Zona de administración' });
    expect(within(nav).getByRole('link', { name: 'Facturas' }).getAttribute('aria-current')).toBe('page');

    const table = await screen.findByRole('table', { name: /Facturas emitidas/ });
    const refund = within(table).getByRole('row', { name: /FR-000001/ });
    expect(within(refund).getByText('Rectifica la F-000002')).toBeTruthy();
    expect(within(refund).getByText('Rechazada')).toBeTruthy();
    expect(within(refund).getByText(/-20,00\s€/)).toBeTruthy();
    const invoice = within(table).getByRole('row', { name: /^F-000002/ });
    expect(within(invoice).getByText('Aceptada')).toBeTruthy();
    expect(within(invoice).getByText('Laia Puig')).toBeTruthy();
  });

  it('opens an invoice’s PDF from its number', async () => {
    const asked = invoicesApi();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:invoice'), revokeObjectURL: vi.fn() });
    renderApp('/admin/invoices', admin);
    const table = await screen.findByRole('table', { name: /Facturas emitidas/ }, LOADED);
    await userEvent.click(
      within(table).getByRole('button', { name: 'Abrir el PDF de la factura FR-000001' }),
    );
    await waitFor(() => expect(tab.location.href).toBe('blob:invoice'));
    expect(asked).toContain('pdf 12');
    open.mockRestore();
  });

  it('filters by kind and pages through the list, keeping the filter in the address', async () => {
    const asked = invoicesApi();
    renderApp('/admin/invoices', admin);
    await screen.findByRole('table', { name: /Facturas emitidas/ }, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(asked).toContain('/api/invoices?page=1'));

    await userEvent.selectOptions(screen.getByLabelText('Tipo'), 'R5');
    await userEvent.type(screen.getByLabelText('Desde el'), '2027-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    await waitFor(() => expect(asked).toContain('/api/invoices?from=2027-01-01&kind=R5'));
    const table = await screen.findByRole('table', { name: /Facturas emitidas/ });
    await waitFor(() => expect(within(table).queryByRole('row', { name: /^F-000002/ })).toBeNull());
  });

  it('refuses a reversed range before asking the server', async () => {
    const asked = invoicesApi();
    renderApp('/admin/invoices', admin);
    await screen.findByRole('table', { name: /Facturas emitidas/ }, LOADED);
    await userEvent.type(screen.getByLabelText('Desde el'), '2027-03-01');
    await userEvent.type(screen.getByLabelText('Hasta el'), '2027-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar' }));
    expect(await screen.findByText('La fecha final debe ser posterior a la inicial.')).toBeTruthy();
    expect(asked.some((a) => a.includes('from=2027-03-01'))).toBe(false);
  });

  it('downloads the CSV of the quarter chosen', async () => {
    const asked = invoicesApi();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp('/admin/invoices', admin);
    const quarter = await screen.findByLabelText('Trimestre', {}, LOADED);
    const options = within(quarter)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(options).toHaveLength(8);
    await userEvent.selectOptions(quarter, options[2] ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Descargar CSV' }));
    await waitFor(() => expect(asked).toContain(`/api/invoices/csv?quarter=${options[2]}`));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`facturas-${options[2]}.csv`);
    click.mockRestore();
  });

  it('checks the chain and says it is whole, or where it breaks', async () => {
    invoicesApi({
      chain: { whole: false, records: 7, problem: 'record 7 (invoice F-000007) was changed' },
    });
    renderApp('/admin/invoices', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Comprobar la cadena' }, LOADED));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('La cadena está rota (comprobado hasta el registro 7):');
    expect(alert.textContent).toContain('record 7 (invoice F-000007) was changed');
  });

  it('shows the AEAT sending: no certificate, counts, last error and next attempt', async () => {
    invoicesApi({ aeat: sending });
    renderApp('/admin/invoices', admin);
    const panel = await screen.findByRole('region', { name: 'Envío a la AEAT' }, LOADED);
    expect(within(panel).getByText(/falta el certificado/)).toBeTruthy();
    const counts = within(panel).getByRole('list', { name: 'Registros por estado en la AEAT' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Pendiente3', 'Enviada0', 'Aceptada40', 'Aceptada con errores1', 'Rechazada2']);
    expect(within(panel).getByText('Codigo[4102]: El XML no cumple el esquema')).toBeTruthy();
    expect(within(panel).getByText('Próximo intento')).toBeTruthy();
  });

  it('shows no AEAT panel when the server does not send records (404)', async () => {
    invoicesApi({ aeat: 'missing' });
    renderApp('/admin/invoices', admin);
    await screen.findByRole('table', { name: /Facturas emitidas/ }, LOADED);
    expect(screen.queryByRole('region', { name: 'Envío a la AEAT' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
