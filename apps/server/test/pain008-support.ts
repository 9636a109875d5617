import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create } from 'xmlbuilder2';
import { validateXML } from 'xmllint-wasm';

const NS = 'urn:iso:std:iso:20022:tech:xsd:pain.008.001.02';
const XSD = readFileSync(path.join(import.meta.dirname, 'fixtures/pain.008.001.02.xsd'), 'utf8');

/** The file checked against the official pain.008.001.02 schema by libxml2 (xmllint, compiled to wasm). */
export async function schemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'remittance.xml', contents: xml }],
    schema: [{ fileName: 'pain.008.001.02.xsd', contents: XSD }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

/** The few DOM members read here, of the document xmlbuilder2's parser builds. */
interface Element {
  nodeType: number;
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  childNodes: ArrayLike<Element>;
  getAttribute(name: string): string | null;
}

const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter(
    (n) => n.nodeType === 1 && n.localName === name && n.namespaceURI === NS,
  );
const child = (parent: Element, name: string): Element => {
  const found = children(parent, name)[0];
  if (!found) throw new Error(`no <${name}> in <${parent.localName}>`);
  return found;
};
/** The text at a path of child elements, or null when the path is not there. */
const textAt = (parent: Element, ...names: string[]): string | null => {
  let at: Element | undefined = parent;
  for (const name of names) at = at && children(at, name)[0];
  return at?.textContent ?? null;
};

/** A pain.008 file read back with a real XML parser, as a bank would read it. */
export function parsePain008(xml: string) {
  const document = create(xml).node as unknown as { documentElement: Element };
  const root = child(document.documentElement, 'CstmrDrctDbtInitn');
  const header = child(root, 'GrpHdr');
  return {
    messageId: textAt(header, 'MsgId'),
    createdAt: textAt(header, 'CreDtTm'),
    transactions: Number(textAt(header, 'NbOfTxs')),
    controlSum: textAt(header, 'CtrlSum'),
    creditorId: textAt(header, 'InitgPty', 'Id', 'OrgId', 'Othr', 'Id'),
    blocks: children(root, 'PmtInf').map((block) => ({
      sequenceType: textAt(block, 'PmtTpInf', 'SeqTp'),
      transactions: Number(textAt(block, 'NbOfTxs')),
      controlSum: textAt(block, 'CtrlSum'),
      collectionDate: textAt(block, 'ReqdColltnDt'),
      creditorIban: textAt(block, 'CdtrAcct', 'Id', 'IBAN'),
      creditorSchemeId: textAt(block, 'CdtrSchmeId', 'Id', 'PrvtId', 'Othr', 'Id'),
      debits: children(block, 'DrctDbtTxInf').map((tx) => ({
        endToEndId: textAt(tx, 'PmtId', 'EndToEndId'),
        amount: textAt(tx, 'InstdAmt'),
        currency: child(tx, 'InstdAmt').getAttribute('Ccy'),
        reference: textAt(tx, 'DrctDbtTx', 'MndtRltdInf', 'MndtId'),
        signedOn: textAt(tx, 'DrctDbtTx', 'MndtRltdInf', 'DtOfSgntr'),
        amended: textAt(tx, 'DrctDbtTx', 'MndtRltdInf', 'AmdmntInd') === 'true',
        originalReference: textAt(tx, 'DrctDbtTx', 'MndtRltdInf', 'AmdmntInfDtls', 'OrgnlMndtId'),
        originalIban: textAt(tx, 'DrctDbtTx', 'MndtRltdInf', 'AmdmntInfDtls', 'OrgnlDbtrAcct', 'Id', 'IBAN'),
        originalAgent: textAt(
          tx,
          'DrctDbtTx',
          'MndtRltdInf',
          'AmdmntInfDtls',
          'OrgnlDbtrAgt',
          'FinInstnId',
          'Othr',
          'Id',
        ),
        debtorBic: textAt(tx, 'DbtrAgt', 'FinInstnId', 'BIC'),
        debtor: textAt(tx, 'Dbtr', 'Nm'),
        iban: textAt(tx, 'DbtrAcct', 'Id', 'IBAN'),
        description: textAt(tx, 'RmtInf', 'Ustrd'),
      })),
    })),
  };
}

/** Sums of decimal texts, in cents, so 0.1 + 0.2 is 30 and never 30.000000000000004. */
export const cents = (...amounts: (string | null)[]) =>
  amounts.reduce((sum, a) => sum + Math.round(Number(a) * 100), 0);
