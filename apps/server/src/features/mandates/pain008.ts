import type { Creditor, Pain008Version, SequenceType } from '@boxbook/domain';
import { sepaText } from '@boxbook/domain';
import { create } from 'xmlbuilder2';

export const pain008Namespace = (version: Pain008Version) => `urn:iso:std:iso:20022:tech:xsd:${version}`;

/** What a debit tells the bank changed on its mandate since the last collection (EPC rulebook). */
export interface Amendment {
  /** The reference the last debit carried, when it changed. */
  originalReference?: string;
  /** The account the last debit was collected from, when it changed within the same bank. */
  originalIban?: string;
  /** The account moved to another bank: `SMNDA`, and the debit starts again as FRST. */
  changedBank?: boolean;
}

export interface Debit {
  endToEndId: string;
  amountCents: number;
  sequenceType: SequenceType;
  reference: string;
  signedOn: string;
  holder: string;
  iban: string;
  bic: string | null;
  description: string;
  amendment: Amendment | null;
}

export interface Pain008 {
  /** .001.02 by default; .001.08 names a bank by `BICFI` instead of `BIC`, the rest is the same. */
  version: Pain008Version;
  messageId: string;
  /** The gym's local date and time of the export, `YYYY-MM-DDTHH:MM:SS`. */
  createdAt: string;
  collectionDate: string;
  creditor: Creditor;
  debits: Debit[];
}

const euros = (cents: number) => (cents / 100).toFixed(2);
const sumCents = (debits: Debit[]) => debits.reduce((sum, d) => sum + d.amountCents, 0);

/** A bank by its BIC, or "not provided" as the IBAN-only rule allows. */
const agent = (bic: string | null, version: Pain008Version) => ({
  FinInstnId: bic
    ? { [version === 'pain.008.001.08' ? 'BICFI' : 'BIC']: bic }
    : { Othr: { Id: 'NOTPROVIDED' } },
});

function mandateInfo(debit: Debit) {
  const { amendment } = debit;
  if (!amendment) return { MndtId: debit.reference, DtOfSgntr: debit.signedOn };
  const details: Record<string, unknown> = {};
  if (amendment.originalReference) details.OrgnlMndtId = amendment.originalReference;
  if (amendment.originalIban) details.OrgnlDbtrAcct = { Id: { IBAN: amendment.originalIban } };
  if (amendment.changedBank) details.OrgnlDbtrAgt = { FinInstnId: { Othr: { Id: 'SMNDA' } } };
  return { MndtId: debit.reference, DtOfSgntr: debit.signedOn, AmdmntInd: 'true', AmdmntInfDtls: details };
}

function transaction(debit: Debit, version: Pain008Version) {
  return {
    PmtId: { EndToEndId: debit.endToEndId },
    InstdAmt: { '@Ccy': 'EUR', '#': euros(debit.amountCents) },
    DrctDbtTx: { MndtRltdInf: mandateInfo(debit) },
    DbtrAgt: agent(debit.bic, version),
    Dbtr: { Nm: sepaText(debit.holder, 70) },
    DbtrAcct: { Id: { IBAN: debit.iban } },
    RmtInf: { Ustrd: sepaText(debit.description, 140) },
  };
}

/** One payment information block per sequence type: SeqTp is set per block, not per debit. */
function paymentInformation(file: Pain008, sequenceType: SequenceType, debits: Debit[]) {
  const { creditor } = file;
  return {
    PmtInfId: `${file.messageId}-${sequenceType}`,
    PmtMtd: 'DD',
    BtchBookg: 'true',
    NbOfTxs: String(debits.length),
    CtrlSum: euros(sumCents(debits)),
    PmtTpInf: { SvcLvl: { Cd: 'SEPA' }, LclInstrm: { Cd: 'CORE' }, SeqTp: sequenceType },
    ReqdColltnDt: file.collectionDate,
    Cdtr: { Nm: sepaText(creditor.name, 70) },
    CdtrAcct: { Id: { IBAN: creditor.iban } },
    CdtrAgt: agent(creditor.bic, file.version),
    ChrgBr: 'SLEV',
    CdtrSchmeId: {
      Id: { PrvtId: { Othr: { Id: creditor.creditorId, SchmeNm: { Prtry: 'SEPA' } } } },
    },
    DrctDbtTxInf: debits.map((debit) => transaction(debit, file.version)),
  };
}

/**
 * A SEPA Core direct-debit initiation, ISO 20022 pain.008.001.02 (or .001.08 where the bank asks
 * for it, the creditor's setting), as Spanish banks take it: the
 * group header's count and control sum cover every debit, FRST and RCUR debits go in blocks of
 * their own, amounts in euros with two decimals, names in the EPC's Latin set.
 */
export function buildPain008(file: Pain008): string {
  const blocks = (['FRST', 'RCUR'] as const)
    .map((type) => [type, file.debits.filter((d) => d.sequenceType === type)] as const)
    .filter(([, debits]) => debits.length > 0)
    .map(([type, debits]) => paymentInformation(file, type, debits));
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      Document: {
        '@xmlns': pain008Namespace(file.version),
        CstmrDrctDbtInitn: {
          GrpHdr: {
            MsgId: file.messageId,
            CreDtTm: file.createdAt,
            NbOfTxs: String(file.debits.length),
            CtrlSum: euros(sumCents(file.debits)),
            InitgPty: {
              Nm: sepaText(file.creditor.name, 70),
              Id: { OrgId: { Othr: { Id: file.creditor.creditorId } } },
            },
          },
          PmtInf: blocks,
        },
      },
    },
  ).end({ prettyPrint: true });
}
