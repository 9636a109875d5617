import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ReturnFileKind, toCents } from '@boxbook/domain';
import { create } from 'xmlbuilder2';
import { validateXML } from 'xmllint-wasm';
import { AppError } from '../../infra/http/app-error';

const SCHEMA_DIR = path.join(import.meta.dirname, '../../../assets/sepa');
const NAMESPACES: Record<string, ReturnFileKind> = {
  'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03': 'pain.002.001.03',
  'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02': 'camt.054.001.02',
};
const schemas = new Map<ReturnFileKind, string>();
const schemaOf = (kind: ReturnFileKind) => {
  let text = schemas.get(kind);
  if (!text) {
    text = readFileSync(path.join(SCHEMA_DIR, `${kind}.xsd`), 'utf8');
    schemas.set(kind, text);
  }
  return text;
};

/** One debit the bank says it did not collect, or collected and gave back. */
export interface ReturnedDebit {
  endToEndId: string;
  /** The ISO 20022 reason code (AC04, AM04, MD06…); `NARR` when the bank gave none. */
  reasonCode: string;
  /** What the bank says the debit was, when it says. */
  amountCents: number | null;
}

/** What a bank file tells the box, read and checked against its official schema. */
export interface ReturnFile {
  kind: ReturnFileKind;
  messageId: string;
  /** pain.002: the message it reports on (the remittance's MsgId). */
  originalMessageId: string | null;
  /** camt.054: the account it reports on (the creditor's). */
  account: string | null;
  /** Creditor identifiers the file names, if any. */
  creditorIds: string[];
  /** pain.002 only: the whole message was rejected, with this reason. */
  wholeMessageReason: string | null;
  debits: ReturnedDebit[];
}

/** The few DOM members read here, of the document xmlbuilder2's parser builds. */
interface Element {
  nodeType: number;
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  childNodes: ArrayLike<Element>;
}

function reader(ns: string) {
  const children = (parent: Element, name: string): Element[] =>
    Array.from(parent.childNodes).filter(
      (n) => n.nodeType === 1 && n.localName === name && n.namespaceURI === ns,
    );
  const all = (parent: Element, ...names: string[]): Element[] =>
    names.reduce<Element[]>((level, name) => level.flatMap((e) => children(e, name)), [parent]);
  const text = (parent: Element, ...names: string[]): string | null =>
    all(parent, ...names)[0]?.textContent?.trim() ?? null;
  return { all, text };
}

const cents = (amount: string | null) => (amount === null ? null : toCents(Number(amount)));

function readPain002(root: Element, ns: string): Omit<ReturnFile, 'kind'> {
  const { all, text } = reader(ns);
  const report = all(root, 'CstmrPmtStsRpt')[0] as Element;
  const group = all(report, 'OrgnlGrpInfAndSts')[0] as Element;
  const groupReason = text(group, 'StsRsnInf', 'Rsn', 'Cd');
  const debits: ReturnedDebit[] = [];
  const creditorIds = new Set<string>();
  for (const block of all(report, 'OrgnlPmtInfAndSts')) {
    const blockReason = text(block, 'StsRsnInf', 'Rsn', 'Cd');
    for (const tx of all(block, 'TxInfAndSts')) {
      const endToEndId = text(tx, 'OrgnlEndToEndId');
      if (!endToEndId) continue;
      const creditorId = text(tx, 'OrgnlTxRef', 'CdtrSchmeId', 'Id', 'PrvtId', 'Othr', 'Id');
      if (creditorId) creditorIds.add(creditorId);
      debits.push({
        endToEndId,
        reasonCode: text(tx, 'StsRsnInf', 'Rsn', 'Cd') ?? blockReason ?? groupReason ?? 'NARR',
        amountCents: cents(text(tx, 'OrgnlTxRef', 'Amt', 'InstdAmt')),
      });
    }
  }
  return {
    messageId: text(report, 'GrpHdr', 'MsgId') ?? '',
    originalMessageId: text(group, 'OrgnlMsgId'),
    account: null,
    creditorIds: [...creditorIds],
    wholeMessageReason:
      text(group, 'GrpSts') === 'RJCT' && debits.length === 0 ? (groupReason ?? 'NARR') : null,
    debits,
  };
}

function readCamt054(root: Element, ns: string): Omit<ReturnFile, 'kind'> {
  const { all, text } = reader(ns);
  const message = all(root, 'BkToCstmrDbtCdtNtfctn')[0] as Element;
  const debits: ReturnedDebit[] = [];
  const creditorIds = new Set<string>();
  const accounts = new Set<string>();
  for (const notification of all(message, 'Ntfctn')) {
    const account = text(notification, 'Acct', 'Id', 'IBAN');
    if (account) accounts.add(account);
    for (const entry of all(notification, 'Ntry')) {
      for (const tx of all(entry, 'NtryDtls', 'TxDtls')) {
        // Only returns: a transaction with return information (a credit of the box's is not one).
        if (all(tx, 'RtrInf').length === 0) continue;
        const endToEndId = text(tx, 'Refs', 'EndToEndId');
        if (!endToEndId) continue;
        const creditorId = text(tx, 'RltdPties', 'Cdtr', 'Id', 'PrvtId', 'Othr', 'Id');
        if (creditorId) creditorIds.add(creditorId);
        debits.push({
          endToEndId,
          reasonCode: text(tx, 'RtrInf', 'Rsn', 'Cd') ?? 'NARR',
          amountCents: cents(text(tx, 'AmtDtls', 'TxAmt', 'Amt') ?? text(tx, 'AmtDtls', 'InstdAmt', 'Amt')),
        });
      }
    }
  }
  return {
    messageId: text(message, 'GrpHdr', 'MsgId') ?? '',
    originalMessageId: null,
    account: accounts.size === 1 ? ([...accounts][0] ?? null) : accounts.size > 1 ? '*' : null,
    creditorIds: [...creditorIds],
    wholeMessageReason: null,
    debits,
  };
}

/**
 * Reads a bank's file about the box's direct debits: a pain.002.001.03 payment status report (the
 * bank rejected debits before collecting them) or a camt.054.001.02 debit notification (debits
 * returned after collection). It must be valid against its official schema (libxml2 compiled to
 * WebAssembly); anything else is refused with what is wrong.
 */
export async function readReturnFile(xml: string): Promise<ReturnFile> {
  let root: Element;
  try {
    root = (create(xml).node as unknown as { documentElement: Element }).documentElement;
  } catch {
    throw new AppError('return_file_unreadable', 'This is not an XML file');
  }
  const kind = root?.namespaceURI ? NAMESPACES[root.namespaceURI] : undefined;
  if (!root || !kind || root.localName !== 'Document')
    throw new AppError('return_file_unknown', 'Not a pain.002.001.03 or camt.054.001.02 file');
  const result = await validateXML({
    xml: [{ fileName: 'bank-file.xml', contents: xml }],
    schema: [{ fileName: `${kind}.xsd`, contents: schemaOf(kind) }],
  });
  if (!result.valid)
    throw new AppError('return_file_invalid', 'The file does not follow its schema', {
      params: { kind, error: (result.errors[0]?.message ?? '').slice(0, 200) },
    });
  const ns = root.namespaceURI as string;
  const read = kind === 'pain.002.001.03' ? readPain002(root, ns) : readCamt054(root, ns);
  return { kind, ...read };
}
