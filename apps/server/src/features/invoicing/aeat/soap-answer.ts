import { create } from 'xmlbuilder2';

/** One record's answer (`RespuestaLinea`). */
export interface AnswerLine {
  /** NumSerieFactura of the record answered. */
  invoiceNumber: string;
  operation: 'Alta' | 'Anulacion';
  status: 'Correcto' | 'AceptadoConErrores' | 'Incorrecto';
  code: number | null;
  description: string | null;
  /** The AEAT already had this record (`RegistroDuplicado`): how it stands there. */
  duplicateOf: 'Correcta' | 'AceptadaConErrores' | 'Anulada' | null;
}

export type AeatAnswer =
  | { kind: 'fault'; message: string }
  | {
      kind: 'answer';
      /** The request's Código Seguro de Verificación, when the AEAT kept something of it. */
      csv: string | null;
      /** TiempoEsperaEnvio, in seconds: no new request before it passes. */
      waitSeconds: number;
      sendStatus: 'Correcto' | 'ParcialmenteCorrecto' | 'Incorrecto';
      lines: AnswerLine[];
    };

/** The few DOM members read here, of the document xmlbuilder2's parser builds. */
interface Element {
  nodeType: number;
  localName: string;
  textContent: string | null;
  childNodes: ArrayLike<Element>;
}

const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter((n) => n.nodeType === 1 && n.localName === name);
const child = (parent: Element | undefined, name: string): Element | undefined =>
  parent && children(parent, name)[0];
const text = (parent: Element | undefined, ...path: string[]): string | null => {
  let at = parent;
  for (const name of path) at = child(at, name);
  return at?.textContent?.trim() ?? null;
};

/**
 * Reads the AEAT's answer, a SOAP envelope holding either a `Fault` or a
 * `RespuestaRegFactuSistemaFacturacion` (RespuestaSuministro.xsd), by local names: the prefixes
 * are the AEAT's to choose. Throws on anything else.
 */
export function readAnswer(xml: string): AeatAnswer {
  const document = create(xml).node as unknown as { documentElement: Element };
  const body = child(document.documentElement, 'Body');
  if (!body) throw new Error('the AEAT answered something that is not a SOAP envelope');
  const fault = child(body, 'Fault');
  if (fault) return { kind: 'fault', message: text(fault, 'faultstring') ?? 'SOAP fault without a message' };
  const answer = child(body, 'RespuestaRegFactuSistemaFacturacion');
  if (!answer)
    throw new Error('the AEAT answered a SOAP envelope without a RespuestaRegFactuSistemaFacturacion');
  const sendStatus = text(answer, 'EstadoEnvio');
  if (sendStatus !== 'Correcto' && sendStatus !== 'ParcialmenteCorrecto' && sendStatus !== 'Incorrecto')
    throw new Error(`the AEAT answered an unknown EstadoEnvio: ${sendStatus}`);
  return {
    kind: 'answer',
    csv: text(answer, 'CSV'),
    waitSeconds: Number(text(answer, 'TiempoEsperaEnvio') ?? 0),
    sendStatus,
    lines: children(answer, 'RespuestaLinea').map((line) => {
      const code = text(line, 'CodigoErrorRegistro');
      return {
        invoiceNumber: text(line, 'IDFactura', 'NumSerieFactura') ?? '',
        operation: text(line, 'Operacion', 'TipoOperacion') === 'Anulacion' ? 'Anulacion' : 'Alta',
        status: text(line, 'EstadoRegistro') as AnswerLine['status'],
        code: code === null ? null : Number(code),
        description: text(line, 'DescripcionErrorRegistro'),
        duplicateOf: text(line, 'RegistroDuplicado', 'EstadoRegistroDuplicado') as AnswerLine['duplicateOf'],
      };
    }),
  };
}
