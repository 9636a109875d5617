import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { AEAT_NS } from '../../src/features/invoicing/aeat/namespaces';
import { aeatSchemaErrors } from './aeat-xsd';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/aeat');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** The box's certificate and password, and the authority to trust the stand-in by (tests/fixtures/aeat). */
export const BOX_CERTIFICATE = {
  pfx: fixture('box.p12'),
  passphrase: 'boxbook-test',
  ca: fixture('stand-in.crt'),
};

/** One record as the stand-in read it from a request. */
export interface ReceivedRecord {
  operation: 'Alta' | 'Anulacion';
  invoiceNumber: string;
  fingerprint: string;
  subsanacion: string | null;
  rechazoPrevio: string | null;
  /** The previous record's Huella, or null for PrimerRegistro. */
  previousFingerprint: string | null;
}

export interface ReceivedRequest {
  /** What libxml2 found wrong with the request's body against SuministroLR.xsd; empty when valid. */
  schemaErrors: string[];
  records: ReceivedRecord[];
  /** The body of the stand-in's answer (RespuestaRegFactuSistemaFacturacion), to check against its schema. */
  answerBody: string | null;
}

type Failure = { kind: 'fault'; message: string } | { kind: 'status'; status: number };
type Verdict = { status: 'AceptadoConErrores' | 'Incorrecto'; code: number; description: string };

export interface FakeAeat {
  url: string;
  requests: ReceivedRequest[];
  /** TiempoEsperaEnvio of every answer, in seconds. */
  waitSeconds: number;
  /** The next `times` requests fail: a SOAP fault, or a bare HTTP status such as 503. */
  failNext(failure: Failure, times?: number): void;
  /** The next record of this invoice (alta) gets this verdict instead of Correcto. */
  judge(invoiceNumber: string, verdict: Verdict): void;
  /** Every record received, in the order received. */
  received(): ReceivedRecord[];
  close(): Promise<void>;
}

/** The DOM members read here. */
interface Element {
  nodeType: number;
  localName: string;
  textContent: string | null;
  childNodes: ArrayLike<Element>;
}
const kids = (parent: Element | undefined, name?: string): Element[] =>
  parent
    ? Array.from(parent.childNodes).filter(
        (n) => n.nodeType === 1 && (name === undefined || n.localName === name),
      )
    : [];
const at = (parent: Element | undefined, ...names: string[]): Element | undefined => {
  let node = parent;
  for (const name of names) node = kids(node, name)[0];
  return node;
};
const textAt = (parent: Element | undefined, ...names: string[]) => at(parent, ...names)?.textContent ?? null;

/** The SOAP body's first element, serialized on its own with its namespace declarations. */
function bodyContent(envelope: string): { xml: string; element: Element } | null {
  const doc = create(envelope);
  const root = (doc.node as unknown as { documentElement: Element }).documentElement;
  const content = kids(at(root, 'Body'))[0];
  if (!content) return null;
  const found = doc.find((n) => (n.node as unknown as Element) === content, true, true) as
    | XMLBuilder
    | undefined;
  return found ? { xml: found.toString({ prettyPrint: false }), element: content } : null;
}

function readRecords(request: Element): ReceivedRecord[] {
  return kids(request, 'RegistroFactura').map((wrapper) => {
    const record = kids(wrapper)[0];
    const alta = record?.localName === 'RegistroAlta';
    return {
      operation: alta ? 'Alta' : 'Anulacion',
      invoiceNumber: textAt(record, 'IDFactura', alta ? 'NumSerieFactura' : 'NumSerieFacturaAnulada') ?? '',
      fingerprint: textAt(record, 'Huella') ?? '',
      subsanacion: textAt(record, 'Subsanacion'),
      rechazoPrevio: textAt(record, 'RechazoPrevio'),
      previousFingerprint: textAt(record, 'Encadenamiento', 'RegistroAnterior', 'Huella'),
    };
  });
}

const faultEnvelope = (message: string) =>
  create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      'env:Envelope': {
        '@xmlns:env': AEAT_NS.soap,
        'env:Body': { 'env:Fault': { faultcode: 'env:Client', faultstring: message } },
      },
    },
  ).end();

/**
 * A local stand-in for the AEAT's VERI*FACTU service, over HTTPS with the box's client certificate
 * required, as the AEAT does: it validates every request's body against SuministroLR.xsd (a request
 * that fails is answered with a SOAP fault, as the AEAT answers a schema error), and answers a
 * `RespuestaRegFactuSistemaFacturacion` built after RespuestaSuministro.xsd: Correcto for each
 * record unless a test asked for AceptadoConErrores or Incorrecto, a TiempoEsperaEnvio, a CSV; a
 * record it already accepted comes back Incorrecto with `RegistroDuplicado`. A test may make the
 * next requests fail with a SOAP fault or an HTTP status.
 */
export async function startFakeAeat(): Promise<FakeAeat> {
  const requests: ReceivedRequest[] = [];
  const failures: Failure[] = [];
  const verdicts = new Map<string, Verdict>();
  const kept = new Map<string, string>();
  const state = { waitSeconds: 60 };

  async function answer(body: string): Promise<{ status: number; xml: string; request: ReceivedRequest }> {
    const content = bodyContent(body);
    const request: ReceivedRequest = { schemaErrors: [], records: [], answerBody: null };
    if (content?.element.localName !== 'RegFactuSistemaFacturacion') {
      request.schemaErrors = ['the SOAP body holds no RegFactuSistemaFacturacion'];
      return { status: 500, xml: faultEnvelope('Codigo[4102]. El XML no cumple el esquema.'), request };
    }
    request.schemaErrors = await aeatSchemaErrors(content.xml, 'SuministroLR.xsd');
    request.records = readRecords(content.element);
    if (request.schemaErrors.length > 0)
      return {
        status: 500,
        xml: faultEnvelope(`Codigo[4102]. El XML no cumple el esquema: ${request.schemaErrors[0]}`),
        request,
      };
    const failure = failures.shift();
    if (failure?.kind === 'fault') return { status: 500, xml: faultEnvelope(failure.message), request };
    if (failure?.kind === 'status') return { status: failure.status, xml: 'Service Unavailable', request };

    const header = at(content.element, 'Cabecera', 'ObligadoEmision');
    const lines = kids(content.element, 'RegistroFactura').map((wrapper, index) => {
      const record = kids(wrapper)[0];
      const received = request.records[index] as ReceivedRecord;
      const alta = received.operation === 'Alta';
      const id = at(record, 'IDFactura');
      const key = `${received.operation}/${received.invoiceNumber}`;
      const verdict = alta ? verdicts.get(received.invoiceNumber) : undefined;
      if (verdict) verdicts.delete(received.invoiceNumber);
      const duplicate = !received.subsanacion && !verdict ? kept.get(key) : undefined;
      const status = duplicate ? 'Incorrecto' : (verdict?.status ?? 'Correcto');
      if (status !== 'Incorrecto') kept.set(key, status === 'Correcto' ? 'Correcta' : 'AceptadaConErrores');
      return {
        'tikR:IDFactura': {
          'tik:IDEmisorFactura': textAt(id, alta ? 'IDEmisorFactura' : 'IDEmisorFacturaAnulada'),
          'tik:NumSerieFactura': received.invoiceNumber,
          'tik:FechaExpedicionFactura': textAt(
            id,
            alta ? 'FechaExpedicionFactura' : 'FechaExpedicionFacturaAnulada',
          ),
        },
        'tikR:Operacion': {
          'tik:TipoOperacion': received.operation,
          ...(received.subsanacion ? { 'tik:Subsanacion': received.subsanacion } : {}),
          ...(received.rechazoPrevio ? { 'tik:RechazoPrevio': received.rechazoPrevio } : {}),
        },
        'tikR:EstadoRegistro': status,
        ...(duplicate
          ? {
              'tikR:CodigoErrorRegistro': 3000,
              'tikR:DescripcionErrorRegistro': 'Registro de facturación duplicado.',
              'tikR:RegistroDuplicado': {
                'tik:IdPeticionRegistroDuplicado': randomBytes(6).toString('hex'),
                'tik:EstadoRegistroDuplicado': duplicate,
              },
            }
          : verdict
            ? {
                'tikR:CodigoErrorRegistro': verdict.code,
                'tikR:DescripcionErrorRegistro': verdict.description,
              }
            : {}),
      };
    });
    const states = lines.map((l) => l['tikR:EstadoRegistro']);
    const sendStatus = states.every((s) => s === 'Correcto')
      ? 'Correcto'
      : states.every((s) => s === 'Incorrecto')
        ? 'Incorrecto'
        : 'ParcialmenteCorrecto';
    const respuesta = {
      '@xmlns:tikR': AEAT_NS.answer,
      '@xmlns:tik': AEAT_NS.info,
      ...(sendStatus === 'Incorrecto'
        ? {}
        : { 'tikR:CSV': `A-${randomBytes(8).toString('hex').toUpperCase()}` }),
      'tikR:Cabecera': {
        'tik:ObligadoEmision': {
          'tik:NombreRazon': textAt(header, 'NombreRazon'),
          'tik:NIF': textAt(header, 'NIF'),
        },
      },
      'tikR:TiempoEsperaEnvio': String(state.waitSeconds),
      'tikR:EstadoEnvio': sendStatus,
      'tikR:RespuestaLinea': lines,
    };
    request.answerBody = create(
      { version: '1.0', encoding: 'UTF-8' },
      {
        'tikR:RespuestaRegFactuSistemaFacturacion': respuesta,
      },
    ).end();
    const xml = create(
      { version: '1.0', encoding: 'UTF-8' },
      {
        'env:Envelope': {
          '@xmlns:env': AEAT_NS.soap,
          'env:Body': { 'tikR:RespuestaRegFactuSistemaFacturacion': respuesta },
        },
      },
    ).end();
    return { status: 200, xml, request };
  }

  const server: Server = createServer(
    {
      key: fixture('stand-in.key'),
      cert: fixture('stand-in.crt'),
      // The AEAT authenticates the sender by its certificate: no certificate, no service.
      requestCert: true,
      rejectUnauthorized: true,
      ca: fixture('box.crt'),
    },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        answer(Buffer.concat(chunks).toString('utf8'))
          .then(({ status, xml, request }) => {
            requests.push(request);
            res.writeHead(status, { 'content-type': 'text/xml; charset=utf-8' }).end(xml);
          })
          .catch((error: unknown) => {
            // A stand-in that breaks must show in the test, not pass for an AEAT outage.
            requests.push({
              schemaErrors: [`the stand-in failed: ${String(error)}`],
              records: [],
              answerBody: null,
            });
            res.writeHead(500).end(String(error));
          });
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP`,
    requests,
    get waitSeconds() {
      return state.waitSeconds;
    },
    set waitSeconds(seconds: number) {
      state.waitSeconds = seconds;
    },
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    judge(invoiceNumber, verdict) {
      verdicts.set(invoiceNumber, verdict);
    },
    received: () => requests.flatMap((r) => r.records),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
