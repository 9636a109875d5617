import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../features/app-config/api/get-app-config';
import { useCards } from '../../features/payments/api/cards';
import { CardSection } from '../../features/payments/components/card-section';
import { DebtSection } from '../../features/payments/components/debt-section';
import { ReceiptsList } from '../../features/payments/components/receipts-list';
import { useMembership } from '../../features/plans/api/membership';
import { useCurrentUser } from '../../lib/session';
import { ConfigFrame } from './config-frame';

/** A path of our own app, never another site, for "back to where you were". */
const safeReturn = (to: string | null) => (to?.startsWith('/') && !to.startsWith('//') ? to : null);

/**
 * your-payments: the cards, a renewal that failed, direct debits the bank returned (paid here by
 * card), and the receipts (see docs/product.md, Payments and receipts, and docs/sepa.md).
 */
export function YourPaymentsPage() {
  const { t, i18n } = useTranslation();
  const config = useAppConfig();
  const user = useCurrentUser();
  const cards = useCards();
  const membership = useMembership(user.id);
  const returnTo = safeReturn(useSearchParams()[0].get('returnTo'));
  const failed = membership.data?.failedRenewal;
  const box = 'rounded-2xl bg-white p-5 ring-1 ring-gray-200 sm:p-6';
  return (
    <ConfigFrame title={t('config.links.payments')}>
      {failed && (
        <div role="status" className="mb-6 rounded-2xl bg-amber-50 p-5 text-amber-950 ring-1 ring-amber-200">
          <p className="font-bold">{t('payments.renewal_failed.title')}</p>
          <p className="mt-1 text-sm">
            {t('payments.renewal_failed.message', {
              month: new Intl.DateTimeFormat(i18n.resolvedLanguage, {
                month: 'long',
                timeZone: 'UTC',
              }).format(new Date(`${failed.month}T12:00:00Z`)),
              reason: t(`error.${failed.error}`, { defaultValue: t('error.card_declined') }),
            })}
          </p>
          <Link to={paths.rates} className="mt-2 inline-block text-sm font-semibold text-amber-950 underline">
            {t('payments.renewal_failed.join_again')}
          </Link>
        </div>
      )}
      <DebtSection userId={user.id} publishableKey={config.paymentPublicKey} />
      <section className={box} aria-labelledby="card-title">
        <h2 id="card-title" className="mb-4 text-lg font-bold text-ink">
          {t('payments.card_title')}
        </h2>
        <CardSection publishableKey={config.paymentPublicKey} />
        {returnTo && (cards.data?.length ?? 0) > 0 && (
          <ButtonLink to={returnTo} className="mt-5 w-full">
            {t('payments.continue')}
          </ButtonLink>
        )}
      </section>
      <section className={`${box} mt-6`} aria-labelledby="receipts-title">
        <h2 id="receipts-title" className="mb-2 text-lg font-bold text-ink">
          {t('payments.receipts.title')}
        </h2>
        <ReceiptsList timeZone={config.timeZone} />
      </section>
    </ConfigFrame>
  );
}
