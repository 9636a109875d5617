import { createHash } from 'node:crypto';
import type { ReturnImport } from '@boxbook/domain';
import { eq, inArray } from 'drizzle-orm';
import type { UnitOfWork } from '../../infra/db/in-transaction';
import {
  sepaRemittanceItems,
  sepaRemittances,
  sepaReturnImports,
  sepaReturns,
  users,
} from '../../infra/db/schema';
import { AppError } from '../../infra/http/app-error';
import type { Mailer } from '../../infra/mail/mailer';
import { queuePush } from '../../infra/push/push-outbox';
import { recordAudit } from '../audit/record-audit';
import { clockBehindAsRefusal } from '../invoicing/chain-tail';
import type { Invoicing } from '../invoicing/invoicing-context';
import { issueInvoice } from '../invoicing/issue-invoice';
import { mailAddressOf } from '../users/mail-address';
import { setPlan } from '../users/set-plan';
import { findCreditor } from './creditor';
import type { ReturnedDebit, ReturnFile } from './return-files';
import { returnReasonText } from './return-reasons';
import { returnedMail } from './sepa-mail';

const RECTIFYING_CONCEPT = {
  ca: (month: string, code: string) => `Rebut domiciliat de ${month} retornat pel banc (${code})`,
  es: (month: string, code: string) => `Recibo domiciliado de ${month} devuelto por el banco (${code})`,
} as const;

interface ImportInput {
  by: number;
  xml: string;
  file: ReturnFile;
  now: Date;
  invoicing: Invoicing;
  mailer: Mailer;
  publicUrl: string;
}

/** The debits a file names, each found among the box's exported debits; refused if one is not. */
async function debitsOf(tx: UnitOfWork, file: ReturnFile) {
  if (file.wholeMessageReason) {
    const rows = await tx
      .select({ item: sepaRemittanceItems, month: sepaRemittances.month })
      .from(sepaRemittanceItems)
      .innerJoin(sepaRemittances, eq(sepaRemittances.id, sepaRemittanceItems.remittanceId))
      .where(eq(sepaRemittances.messageId, file.originalMessageId ?? ''));
    const reasonCode = file.wholeMessageReason;
    return rows.map((row) => ({
      ...row,
      returned: { endToEndId: row.item.endToEndId, reasonCode, amountCents: null },
    }));
  }
  const ids = [...new Set(file.debits.map((d) => d.endToEndId))];
  const rows = ids.length
    ? await tx
        .select({
          item: sepaRemittanceItems,
          month: sepaRemittances.month,
          messageId: sepaRemittances.messageId,
        })
        .from(sepaRemittanceItems)
        .innerJoin(sepaRemittances, eq(sepaRemittances.id, sepaRemittanceItems.remittanceId))
        .where(inArray(sepaRemittanceItems.endToEndId, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.item.endToEndId, row]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length)
    throw new AppError('return_file_unknown_debits', 'The file names debits the box never sent', {
      params: { count: unknown.length, first: unknown[0] ?? '' },
    });
  // A report on one remittance names debits of that remittance only.
  if (file.originalMessageId && rows.some((row) => row.messageId !== file.originalMessageId))
    throw new AppError('return_file_unknown_debits', 'The file names debits of another remittance', {
      params: { count: 1, first: file.originalMessageId },
    });
  const seen = new Set<string>();
  return file.debits.flatMap((returned: ReturnedDebit) => {
    const row = byId.get(returned.endToEndId);
    if (!row || seen.has(returned.endToEndId)) return [];
    seen.add(returned.endToEndId);
    return [{ item: row.item, month: row.month, returned }];
  });
}

/**
 * Imports a bank file about the box's direct debits (docs/sepa.md): each debit it returns or
 * rejects gets its F2 rectified (R5), becomes what the member owes (plus the box's return fee),
 * ends the plan if the box says a returned month loses it, and the member is told by mail and
 * push. The file is taken once by its SHA-256, and a debit is returned once whatever file names
 * it, so importing the same file twice changes nothing. A file for another creditor, or naming
 * debits the box never sent, is refused whole.
 */
export async function importReturns(tx: UnitOfWork, input: ImportInput): Promise<ReturnImport> {
  const { file } = input;
  const creditor = await findCreditor(tx);
  if (!creditor) throw new AppError('creditor_missing', 'Fill in the box as creditor first');
  const foreign =
    file.creditorIds.some((id) => id !== creditor.creditorId) ||
    (file.account !== null && file.account !== creditor.iban);
  if (foreign) throw new AppError('return_file_foreign', 'This file is about another creditor');
  if (file.originalMessageId) {
    const [remittance] = await tx
      .select({ id: sepaRemittances.id })
      .from(sepaRemittances)
      .where(eq(sepaRemittances.messageId, file.originalMessageId));
    if (!remittance)
      throw new AppError('return_file_foreign', 'This file reports on a remittance the box never sent');
  }
  const debits = await debitsOf(tx, file);

  const fileHash = createHash('sha256').update(input.xml).digest('hex');
  const [taken] = await tx
    .insert(sepaReturnImports)
    .values({
      fileHash,
      kind: file.kind,
      messageId: file.messageId,
      returns: 0,
      importedBy: input.by,
      importedAt: input.now,
    })
    .onConflictDoNothing({ target: sepaReturnImports.fileHash })
    .returning({ id: sepaReturnImports.id });
  if (!taken) return { kind: file.kind, messageId: file.messageId, returns: 0, alreadyImported: true };

  let returns = 0;
  for (const debit of debits) {
    if (await returnDebit(tx, { ...input, importId: taken.id, creditor, ...debit })) returns += 1;
  }
  await tx.update(sepaReturnImports).set({ returns }).where(eq(sepaReturnImports.id, taken.id));
  await recordAudit(tx, {
    by: input.by,
    action: 'sepa_returns.import',
    after: { kind: file.kind, messageId: file.messageId, fileHash, debits: debits.length, returns },
  });
  return { kind: file.kind, messageId: file.messageId, returns, alreadyImported: false };
}

/** One returned debit: false when it was returned already (by another file). */
async function returnDebit(
  tx: UnitOfWork,
  input: ImportInput & {
    importId: number;
    creditor: NonNullable<Awaited<ReturnType<typeof findCreditor>>>;
    item: typeof sepaRemittanceItems.$inferSelect;
    month: string;
    returned: ReturnedDebit;
  },
): Promise<boolean> {
  const { item, creditor, returned } = input;
  const [already] = await tx
    .select({ id: sepaReturns.id })
    .from(sepaReturns)
    .where(eq(sepaReturns.itemId, item.id));
  if (already) return false;
  const [member] = await tx.select().from(users).where(eq(users.id, item.userId)).for('update');
  if (!member) throw new Error(`member ${item.userId} of debit ${item.endToEndId} is gone`);
  const amountCents = Math.round(item.amount * 100);
  const month = input.month.slice(0, 7);
  const reasonCode = /^[A-Z0-9]{1,4}$/.test(returned.reasonCode) ? returned.reasonCode : 'NARR';

  let rectifying: { id: number; invoiceNumber: string } | null = null;
  if (item.invoiceId !== null) {
    try {
      rectifying = (
        await issueInvoice(tx, {
          kind: 'R5',
          userId: member.id,
          concept: RECTIFYING_CONCEPT[member.language](month, reasonCode),
          totalCents: -amountCents,
          language: member.language,
          correctsInvoiceId: item.invoiceId,
          issuer: input.invoicing.issuer,
          software: input.invoicing.software,
          now: input.now,
          timeZone: input.invoicing.timeZone,
        })
      ).invoice;
    } catch (error) {
      throw clockBehindAsRefusal(error);
    }
  }
  const feeCents = Math.round(creditor.returnFee * 100);
  const endsPlan =
    !creditor.returnKeepsAllowance && member.planId !== null && item.recollectsReturnId === null;
  await tx.insert(sepaReturns).values({
    endedPlan: endsPlan,
    itemId: item.id,
    importId: input.importId,
    userId: member.id,
    reasonCode,
    amountCents,
    feeCents,
    rectifyingInvoiceId: rectifying?.id ?? null,
    createdAt: input.now,
  });
  // A debit that collected an earlier return again: that debt now lives on in this one.
  if (item.recollectsReturnId !== null)
    await tx
      .update(sepaReturns)
      .set({ status: 'CARRIED', settledAt: input.now })
      .where(eq(sepaReturns.id, item.recollectsReturnId));
  if (endsPlan)
    await setPlan(tx, {
      by: input.by,
      user: member,
      planId: null,
      pro: false,
      action: 'plan.leave',
      reason: `sepa_returned:${reasonCode}`,
    });

  await queuePush(tx, {
    userId: member.id,
    kind: 'sepa_returned',
    params: { amountCents: amountCents + feeCents },
  });
  await input.mailer.enqueue(tx, {
    to: await mailAddressOf(tx, member),
    ...returnedMail({
      name: member.name,
      language: member.language,
      month,
      amountCents,
      feeCents,
      reason: `${returnReasonText(reasonCode, member.language)} (${reasonCode})`,
      invoice: rectifying?.invoiceNumber ?? null,
      recollect: creditor.recollectReturns,
      link: new URL('/config/your-payments', input.publicUrl).toString(),
    }),
  });
  return true;
}
