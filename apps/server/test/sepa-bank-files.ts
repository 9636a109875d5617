import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create } from 'xmlbuilder2';
import { validateXML } from 'xmllint-wasm';
import type { parsePain008 } from './pain008-support';

type Remittance = ReturnType<typeof parsePain008>;
type Debit = Remittance['blocks'][number]['debits'][number];

const SCHEMAS: Record<string, string> = {
  'pain.002.001.03': path.join(import.meta.dirname, '../assets/sepa/pain.002.001.03.xsd'),
  'camt.054.001.02': path.join(import.meta.dirname, '../assets/sepa/camt.054.001.02.xsd'),
  'pain.008.001.08': path.join(import.meta.dirname, 'fixtures/pain.008.001.08.xsd'),
};

/** A file checked against one of the official schemas vendored for SEPA (libxml2 in WebAssembly). */
export async function errorsAgainst(kind: keyof typeof SCHEMAS, xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'file.xml', contents: xml }],
    schema: [{ fileName: `${kind}.xsd`, contents: readFileSync(SCHEMAS[kind] as string, 'utf8') }],
  });
  return result.valid ? [] : result.errors.map((e) => e.rawMessage);
}

const creditorScheme = (creditorId: string) => ({
  Id: { PrvtId: { Othr: { Id: creditorId, SchmeNm: { Prtry: 'SEPA' } } } },
});

/**
 * The payment status report (pain.002.001.03) a bank answers a remittance with when it rejects
 * some of its debits before collecting them: each named by its end-to-end id, with a reason code.
 */
export function pain002For(
  remittance: Remittance,
  rejected: { debit: Pick<Debit, 'endToEndId' | 'amount'>; reason: string }[],
  options: { creditorId?: string; messageId?: string } = {},
): string {
  const block = remittance.blocks[0];
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      Document: {
        '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:pain.002.001.03',
        CstmrPmtStsRpt: {
          GrpHdr: {
            MsgId: options.messageId ?? 'CAIXA-STS-0001',
            CreDtTm: '2026-12-04T09:00:00',
            CdtrAgt: { FinInstnId: { BIC: 'CAIXESBBXXX' } },
          },
          OrgnlGrpInfAndSts: { OrgnlMsgId: remittance.messageId, OrgnlMsgNmId: 'pain.008.001.02' },
          OrgnlPmtInfAndSts: {
            OrgnlPmtInfId: `${remittance.messageId}-FRST`,
            TxInfAndSts: rejected.map(({ debit, reason }, i) => ({
              StsId: `STS-${i + 1}`,
              OrgnlEndToEndId: debit.endToEndId,
              TxSts: 'RJCT',
              StsRsnInf: { Rsn: { Cd: reason } },
              OrgnlTxRef: {
                Amt: { InstdAmt: { '@Ccy': 'EUR', '#': debit.amount } },
                ReqdColltnDt: block?.collectionDate,
                CdtrSchmeId: creditorScheme(options.creditorId ?? remittance.creditorId ?? ''),
              },
            })),
          },
        },
      },
    },
  ).end({ prettyPrint: true });
}

/**
 * The debit notification (camt.054.001.02) a bank sends when debits it had collected come back:
 * one entry per returned debit on the creditor's account, with the return's reason code.
 */
export function camt054For(
  remittance: Remittance,
  returned: { debit: Pick<Debit, 'endToEndId' | 'amount' | 'reference'>; reason: string }[],
  options: { account: string; messageId?: string },
): string {
  return create(
    { version: '1.0', encoding: 'UTF-8' },
    {
      Document: {
        '@xmlns': 'urn:iso:std:iso:20022:tech:xsd:camt.054.001.02',
        BkToCstmrDbtCdtNtfctn: {
          GrpHdr: { MsgId: options.messageId ?? 'CAIXA-NTF-0001', CreDtTm: '2026-12-14T08:00:00' },
          Ntfctn: {
            Id: 'NTF-0001',
            CreDtTm: '2026-12-14T08:00:00',
            Acct: { Id: { IBAN: options.account } },
            Ntry: returned.map(({ debit, reason }) => ({
              Amt: { '@Ccy': 'EUR', '#': debit.amount },
              CdtDbtInd: 'DBIT',
              RvslInd: 'true',
              Sts: 'BOOK',
              BookgDt: { Dt: '2026-12-14' },
              ValDt: { Dt: '2026-12-14' },
              BkTxCd: { Domn: { Cd: 'PMNT', Fmly: { Cd: 'RDDT', SubFmlyCd: 'UPDD' } } },
              NtryDtls: {
                TxDtls: {
                  Refs: { EndToEndId: debit.endToEndId, MndtId: debit.reference },
                  AmtDtls: { TxAmt: { Amt: { '@Ccy': 'EUR', '#': debit.amount } } },
                  RltdPties: { Cdtr: { Nm: 'Box', ...creditorScheme(remittance.creditorId ?? '') } },
                  RtrInf: { Rsn: { Cd: reason } },
                },
              },
            })),
          },
        },
      },
    },
  ).end({ prettyPrint: true });
}
