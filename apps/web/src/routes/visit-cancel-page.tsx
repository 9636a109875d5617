import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { FormError, FormField, TextInput } from '../components/ui/form-field';
import { Page, PageTitle } from '../components/ui/page-title';
import { paths } from '../config/paths';
import { useCancelVisit } from '../features/visits/api/visits';
import { errorCodeOf } from '../lib/error-code';

/**
 * /visit/cancel/:reference: the link in a visitor's mail (see docs/product.md, The first visit).
 * The reference and the e-mail they booked with cancel it, up to the box's cancel limit; a paid
 * drop-in is refunded.
 */
export function VisitCancelPage() {
  const { t, i18n } = useTranslation();
  const { reference = '' } = useParams();
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const cancel = useCancelVisit();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    cancel.mutate({ reference, email: email.trim() });
  };
  const money = (amount: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage === 'ca' ? 'ca-ES' : 'es-ES', {
      style: 'currency',
      currency: 'EUR',
    }).format(amount);
  return (
    <Page className="max-w-xl">
      <PageTitle subtitle={t('visit.cancel.subtitle', { reference })}>{t('visit.cancel.title')}</PageTitle>
      {cancel.data ? (
        <div role="status" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-gray-200">
          <p className="font-semibold text-ink">{t('visit.cancel.done')}</p>
          {cancel.data.refunded !== null && (
            <p className="text-ink">
              {t('visit.cancel.refunded', {
                amount: money(cancel.data.refunded),
                // Back the way it was paid: the card, or Bizum (refunded_bizum).
                context: cancel.data.refundedTo ?? undefined,
              })}
            </p>
          )}
          <Link to={paths.schedule} className="font-semibold text-brand-700 underline">
            {t('visit.back_to_schedule')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-gray-200">
          <FormField label={t('visit.email')} name="email">
            {(a11y) => (
              <TextInput
                {...a11y}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <p className="text-sm text-gray-700">{t('visit.cancel.hint')}</p>
          <FormError code={errorCodeOf(cancel.error)} />
          <Button type="submit" disabled={cancel.isPending || email.trim() === ''}>
            {t('visit.cancel.submit')}
          </Button>
        </form>
      )}
    </Page>
  );
}
