import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf } from '../../../lib/error-code';
import { useChainCheck } from '../api/invoices';

/**
 * "Check the chain": walks every billing record now, as `npm run invoices:verify` does, and says
 * whether the chain is whole or where it breaks (the problem in the server's words: it names
 * records and invoices, for whoever investigates).
 */
export function ChainCheck() {
  const { t } = useTranslation();
  const check = useChainCheck();
  return (
    <section aria-labelledby="chain-check" className="rounded-2xl bg-white p-5 ring-1 ring-gray-200">
      <h2 id="chain-check" className="text-lg font-bold text-ink">
        {t('invoices.chain.title')}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{t('invoices.chain.explain')}</p>
      <Button className="mt-4" onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? t('invoices.chain.checking') : t('invoices.chain.check')}
      </Button>
      <div aria-live="polite" className="mt-3">
        {check.data &&
          (check.data.whole ? (
            <p className="rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
              {t('invoices.chain.whole', { count: check.data.records })}
            </p>
          ) : (
            <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-900">
              <p className="font-semibold">{t('invoices.chain.broken', { count: check.data.records })}</p>
              <p className="mt-1" lang="en">
                {check.data.problem}
              </p>
            </div>
          ))}
      </div>
      <FormError code={errorCodeOf(check.error)} />
    </section>
  );
}
