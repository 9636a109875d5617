import type { SepaDebt } from '@boxbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { formatPrice } from '../../../lib/format';
import { paymentKeys } from '../../../lib/query-keys';
import { useCards } from '../api/cards';
import { payDebtWithReceipt, useSepaDebts } from '../api/sepa-debts';
import { usePayment } from './use-payment';

/**
 * Direct debits the bank sent back (docs/sepa.md), on your-payments: each with its month, reason
 * and fee, paid with the default card through the same checkout as a credit (purpose SEPA_DEBT).
 * Nothing shows while the member owes nothing.
 */
export function DebtSection({ userId, publishableKey }: { userId: number; publishableKey: string | null }) {
  const { t, i18n } = useTranslation();
  const debts = useSepaDebts(userId);
  const cards = useCards();
  const queryClient = useQueryClient();
  const { pay, done, extraStep } = usePayment(publishableKey);
  const [busy, setBusy] = useState<number | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const money = (v: number) => formatPrice(v, i18n.resolvedLanguage);
  const monthName = (month: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-15T12:00:00Z`));
  const card = cards.data?.find((c) => c.defaultPaymentMethod);
  const list = debts.data ?? [];
  if (list.length === 0 && !paid) return null;

  const payDebt = async (debt: SepaDebt) => {
    setErrorCode(null);
    if (!card) {
      setErrorCode('no_card');
      return;
    }
    setBusy(debt.id);
    try {
      const result = await pay({
        pmId: card.id,
        amount: debt.total,
        description: t('payments.debts.description', { month: monthName(debt.month) }),
        purpose: 'SEPA_DEBT',
      });
      if (result.status !== 'succeeded' || !result.receiptId) {
        setErrorCode(result.error ?? 'card_declined');
        return;
      }
      queryClient.setQueryData(
        paymentKeys.debts(userId),
        await payDebtWithReceipt(userId, debt.id, result.receiptId),
      );
      done();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.receipts });
      setPaid(true);
    } catch (error) {
      setErrorCode(errorCodeOf(error) ?? 'network');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section
      aria-labelledby="debts-title"
      className="mb-6 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200 sm:p-6"
    >
      <h2 id="debts-title" className="text-lg font-bold">
        {t('payments.debts.title')}
      </h2>
      {list.length > 0 && <p className="mt-1 text-sm">{t('payments.debts.intro')}</p>}
      <ul className="mt-3 space-y-4">
        {list.map((debt) => (
          <li key={debt.id} className="rounded-xl bg-white p-4 text-gray-900 ring-1 ring-amber-200">
            <p className="font-semibold">
              {t('payments.debts.line', { month: monthName(debt.month), amount: money(debt.amount) })}
            </p>
            {debt.fee > 0 && <p className="text-sm">{t('payments.debts.fee', { fee: money(debt.fee) })}</p>}
            <p className="text-sm">
              {t('payments.debts.reason', {
                reason: t(`sepaReasons.${debt.reasonCode}`, { defaultValue: t('sepaReasons.other') }),
              })}
            </p>
            {debt.status === 'UNPAID' ? (
              <Button
                className="mt-3"
                onClick={() => void payDebt(debt)}
                disabled={busy !== null || cards.isPending}
              >
                {t('payments.debts.pay', { amount: money(debt.total) })}
              </Button>
            ) : (
              <p className="mt-2 text-sm font-medium">{t('payments.debts.recollected')}</p>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <FormError code={errorCode} />
      </div>
      <p role="status" className="mt-2 text-sm font-semibold text-green-900">
        {paid ? t('payments.debts.paid') : ''}
      </p>
      {extraStep}
    </section>
  );
}
