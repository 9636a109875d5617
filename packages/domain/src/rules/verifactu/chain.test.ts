import { describe, expect, it } from 'vitest';
import { gymDateOf } from '../gym-clock';
import { vatIncluded } from '../prices';
import { clockBehindChain, firstBrokenLink, type StoredBillingRecord, sealRecord } from './chain';
import type { BillingRecordFields } from './fingerprint';
import { aeatAmount, aeatDate } from './format';
import { generatedAt } from './generated-at';

/** The three worked examples of the AEAT's fingerprint document (v0.1.2, section 6) are one chain. */
const aeatChain: StoredBillingRecord[] = [
  {
    kind: 'alta',
    issuerNif: '89890001K',
    invoiceNumber: '12345678/G33',
    issueDate: '01-01-2024',
    invoiceType: 'F1',
    vatTotal: '12.35',
    total: '123.45',
    previousFingerprint: null,
    generatedAt: '2024-01-01T19:20:30+01:00',
    fingerprint: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
  },
  {
    kind: 'alta',
    issuerNif: '89890001K',
    invoiceNumber: '12345679/G34',
    issueDate: '01-01-2024',
    invoiceType: 'F1',
    vatTotal: '12.35',
    total: '123.45',
    previousFingerprint: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
    generatedAt: '2024-01-01T19:20:35+01:00',
    fingerprint: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
  },
  {
    kind: 'anulacion',
    issuerNif: '89890001K',
    invoiceNumber: '12345679/G34',
    issueDate: '01-01-2024',
    previousFingerprint: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
    generatedAt: '2024-01-01T19:20:40+01:00',
    fingerprint: '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68',
  },
];

/**
 * A box's day of simplified invoices, made the way the app will make them: total in cents, VAT
 * inside it, the gym's date and the generation instant in Madrid, each record naming the last.
 * The night of 25 October 2026 the clocks go back, so two records carry the same wall-clock hour.
 */
function boxChain(): StoredBillingRecord[] {
  const zone = 'Europe/Madrid';
  const sales = [
    { at: '2026-10-24T17:00:00Z', totalCents: 1200, type: 'F2' as const },
    { at: '2026-10-25T00:30:00Z', totalCents: 6395, type: 'F2' as const },
    { at: '2026-10-25T01:30:00Z', totalCents: 12395, type: 'F2' as const },
    { at: '2026-10-25T09:00:00Z', totalCents: -1200, type: 'R5' as const },
  ];
  const chain: StoredBillingRecord[] = [];
  for (const [i, sale] of sales.entries()) {
    const instant = new Date(sale.at);
    const record: BillingRecordFields = {
      kind: 'alta',
      issuerNif: 'B12345674',
      invoiceNumber: `${sale.type}-2026/${String(i + 1).padStart(6, '0')}`,
      issueDate: aeatDate(gymDateOf(instant, zone)),
      invoiceType: sale.type,
      vatTotal: aeatAmount(vatIncluded(sale.totalCents).vat),
      total: aeatAmount(sale.totalCents),
      previousFingerprint: chain.at(-1)?.fingerprint ?? null,
      generatedAt: generatedAt(instant, zone),
    };
    chain.push(sealRecord(record));
  }
  return chain;
}

describe('firstBrokenLink', () => {
  it('finds nothing broken in the AEAT’s own chain (alta → alta → anulación)', () => {
    expect(firstBrokenLink(aeatChain)).toBeNull();
  });

  it('seals the AEAT’s records to the document’s fingerprints', () => {
    for (const { fingerprint, ...fields } of aeatChain)
      expect(sealRecord(fields).fingerprint).toBe(fingerprint);
  });

  it('chains a box’s invoices: each names the last, both 02:30 of the night the clocks go back are kept apart', () => {
    const chain = boxChain();
    expect(chain.map((r) => r.generatedAt)).toEqual([
      '2026-10-24T19:00:00+02:00',
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T02:30:00+01:00',
      '2026-10-25T10:00:00+01:00',
    ]);
    expect(chain[1]?.previousFingerprint).toBe(chain[0]?.fingerprint);
    expect(new Set(chain.map((r) => r.fingerprint)).size).toBe(4);
    expect(chain[3]).toMatchObject({ total: '-12.00', vatTotal: '-2.08', issueDate: '25-10-2026' });
    expect(firstBrokenLink(chain)).toBeNull();
  });

  it('reports a changed amount at the record that was changed', () => {
    const chain = boxChain();
    chain[2] = { ...(chain[2] as StoredBillingRecord), total: '1.00' } as StoredBillingRecord;
    expect(firstBrokenLink(chain)).toEqual({ index: 2, reason: 'fingerprint' });
  });

  it('reports a changed record re-sealed with a new fingerprint at the next link', () => {
    const chain = boxChain();
    const { fingerprint: _old, ...fields } = chain[1] as StoredBillingRecord;
    chain[1] = sealRecord({ ...fields, generatedAt: '2026-10-25T02:31:00+02:00' });
    expect(firstBrokenLink(chain)).toEqual({ index: 2, reason: 'link' });
  });

  it('reports a removed record where the gap is', () => {
    const chain = boxChain();
    chain.splice(1, 1);
    expect(firstBrokenLink(chain)).toEqual({ index: 1, reason: 'link' });
  });

  it('reports two records swapped', () => {
    const chain = boxChain();
    const [a, b] = [chain[1], chain[2]] as [StoredBillingRecord, StoredBillingRecord];
    chain[1] = b;
    chain[2] = a;
    expect(firstBrokenLink(chain)).toEqual({ index: 1, reason: 'link' });
  });

  it('continues a chain from the last fingerprint already checked', () => {
    const chain = boxChain();
    expect(firstBrokenLink(chain.slice(2), chain[1]?.fingerprint)).toBeNull();
    expect(firstBrokenLink(chain.slice(2))).toEqual({ index: 0, reason: 'link' });
  });
});

describe('clockBehindChain', () => {
  it.each([
    ['the clock is after the last record', '2026-10-25T02:30:00+01:00', '2026-10-25T01:31:00Z', false],
    ['the last record is 60 s ahead: tolerated', '2026-10-25T02:31:00+01:00', '2026-10-25T01:30:00Z', false],
    ['the last record is 61 s ahead: refused', '2026-10-25T02:31:01+01:00', '2026-10-25T01:30:00Z', true],
    // The first 02:30 (+02:00) is an hour before the second one (+01:00): not ahead of it.
    [
      'across the fall-back hour, the offset decides',
      '2026-10-25T02:30:00+02:00',
      '2026-10-25T01:00:00Z',
      false,
    ],
  ])('%s', (_case, last, now, behind) => {
    expect(clockBehindChain(last, new Date(now))).toBe(behind);
  });
});
