import { creditCents, fromCents, type User } from '@boxbook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { BaseDialog, OkDialog } from '../../../components/ui/dialog';
import { errorCodeOf } from '../../../lib/error-code';
import { formatPrice } from '../../../lib/format';
import { paymentKeys, userKeys } from '../../../lib/query-keys';
import { sessionStore, useCurrentUser } from '../../../lib/session';
import { useCards } from '../api/cards';
import { buyCreditWithReceipt } from '../api/checkout';
import { BizumOption, bizumPhoneOf } from './bizum-option';
import { CardDisplay } from './card-display';
import { usePayment } from './use-payment';

export interface BuyCreditDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whom the credit is for: the signed-in member, or the dependent they act for. */
  user: User;
  kind: 'activity' | 'open';
  config: { creditsPlan: number; creditsNoPlan: number; paymentPublicKey: string | null };
  /** Opened by a refusal: says why first ("you have no credits"). */
  reason?: 'no_credits';
  /** Where the no-card dialog sends the member: your-payments, coming back here after. */
  onAddCard: () => void;
  /** The plans, for a member who would rather have one. */
  onSeeRates?: () => void;
}

/**
 * Buys one credit with the default card (see docs/product.md, Payments and receipts, and Errors):
 * the price from the config, then checkout (and the bank's extra step if asked), then the credit
 * paid by the receipt. Without a card, or without a default one, the no-card dialog leads to
 * your-payments.
 */
export function BuyCreditDialog(props: BuyCreditDialogProps) {
  const { t, i18n } = useTranslation();
  const { user, kind, config } = props;
  // A guardian buys for the dependent they act for, with their own card (docs/product.md, Households).
  const payerId = useCurrentUser().id;
  const forDependent = user.id !== payerId;
  const cards = useCards();
  const queryClient = useQueryClient();
  const { pay, done, extraStep } = usePayment(config.paymentPublicKey);
  const [busy, setBusy] = useState(false);
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [noCard, setNoCard] = useState(false);
  const [bought, setBought] = useState(false);
  const [method, setMethod] = useState<'card' | 'bizum'>('card');
  const [phone, setPhone] = useState('');
  const price = fromCents(creditCents(user.plan !== null, config));
  const card = cards.data?.find((c) => c.defaultPaymentMethod);

  const bizumPhone = method === 'bizum' ? bizumPhoneOf(phone) : null;

  const buy = async () => {
    setErrorCode(null);
    if (method === 'bizum' && !bizumPhone) return setErrorCode('invalid_phone');
    // no_cards and no_default_card: the no-card dialog instead (see docs/product.md, Errors).
    if (method === 'card' && !card) {
      props.onOpenChange(false);
      setNoCard(true);
      return;
    }
    setBusy(true);
    try {
      const result = await pay({
        ...(bizumPhone ? { bizumPhone } : { pmId: card?.id ?? '' }),
        amount: price,
        description: t('payments.credit_description'),
        purpose: kind === 'activity' ? 'CREDIT_ACTIVITY' : 'CREDIT_OPEN',
        ...(forDependent ? { forUserId: user.id } : {}),
      });
      if (result.status !== 'succeeded' || !result.receiptId) {
        setErrorCode(result.error ?? 'card_declined');
        return;
      }
      const updated = await buyCreditWithReceipt(user.id, kind, result.receiptId);
      if (forDependent) queryClient.setQueryData(userKeys.one(user.id), updated);
      else sessionStore.setUser(updated);
      done();
      void queryClient.invalidateQueries({ queryKey: paymentKeys.receipts });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.ledger(user.id) });
      props.onOpenChange(false);
      setBought(true);
    } catch (error) {
      setErrorCode(errorCodeOf(error) ?? 'network');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <BaseDialog
        open={props.open}
        onOpenChange={(open) => {
          if (!open) setErrorCode(null);
          props.onOpenChange(open);
        }}
        title={props.reason === 'no_credits' ? t('dialogs.no_credits.title') : t('dialogs.buy_credit.title')}
        message={
          props.reason === 'no_credits'
            ? t('dialogs.buy_credit.no_credits_message', { price: formatPrice(price, i18n.resolvedLanguage) })
            : t(`dialogs.buy_credit.message_${kind}`, { price: formatPrice(price, i18n.resolvedLanguage) })
        }
        errorCode={errorCode}
        loading={busy || cards.isPending}
        actions={
          <div className="flex w-full flex-wrap justify-end gap-3">
            {props.onSeeRates && (
              <Button variant="secondary" onClick={props.onSeeRates}>
                {t('dialogs.buy_credit.see_rates')}
              </Button>
            )}
            <Button onClick={() => void buy()} disabled={busy || cards.isPending}>
              {t('dialogs.buy_credit.buy', { price: formatPrice(price, i18n.resolvedLanguage) })}
            </Button>
          </div>
        }
      >
        {forDependent && (
          <p className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900">
            {t('household.paying_for', { name: user.name })}
          </p>
        )}
        <fieldset className="mt-4 space-y-2">
          <legend className="mb-2 text-sm font-semibold text-gray-700">{t('payments.method.legend')}</legend>
          <label className="flex cursor-pointer items-center gap-3 rounded-xl p-3 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600">
            <input
              type="radio"
              name="buy-credit-method"
              className="size-5 accent-brand-700"
              checked={method === 'card'}
              onChange={() => setMethod('card')}
            />
            {card ? (
              <CardDisplay card={card} />
            ) : (
              <span className="font-semibold text-ink">{t('payments.method.card')}</span>
            )}
          </label>
          <BizumOption
            name="buy-credit-method"
            checked={method === 'bizum'}
            onChoose={() => setMethod('bizum')}
            phone={phone}
            onPhone={setPhone}
            sandbox={!config.paymentPublicKey}
          />
        </fieldset>
      </BaseDialog>
      <OkDialog
        open={noCard}
        onOpenChange={setNoCard}
        title={t('dialogs.no_card.title')}
        message={t('dialogs.no_card.message')}
        onOk={props.onAddCard}
      />
      <OkDialog
        open={bought}
        onOpenChange={setBought}
        title={t('dialogs.buy_credit.done_title')}
        message={
          forDependent
            ? t('dialogs.buy_credit.done_for', { name: user.name })
            : t(`dialogs.buy_credit.done_${kind}`)
        }
      />
      {extraStep}
    </>
  );
}
