import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { TranslatedHtml } from '../components/ui/translated-html';
import { getAppConfigQueryOptions } from '../features/app-config/api/get-app-config';
import { useBoxLegal } from '../features/app-config/api/get-box-legal';
import { useCancelLimitText } from '../lib/cancel-limit-text';
import { escapeHtml } from '../lib/escape-html';
import { formatPhone } from '../lib/format';

/**
 * Privacy, cookie and legal notice pages: translated HTML naming the box as the server's
 * environment does (company, tax id, address, registry) and quoting its settings (phone,
 * cancellation limit) (see docs/product.md, Screens).
 */
export function LegalPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as { page?: string } | undefined;
  const page = handle?.page ?? 'legal_notice';
  const legal = useBoxLegal();
  // The box's own phone and limit, never the defaults: the text waits for both answers.
  const config = useQuery(getAppConfigQueryOptions());
  const limit = useCancelLimitText(config.data?.cancelLimitMinutes ?? 0);
  const both = {
    data: legal.data && config.data ? { box: legal.data, phoneNumber: config.data.phoneNumber } : undefined,
    error: legal.error ?? config.error,
    isPending: legal.isPending || config.isPending,
  };
  return (
    <Page className="max-w-3xl">
      <PageTitle>{t(`legal.${page}.title`)}</PageTitle>
      <QueryState query={both}>
        {({ box, phoneNumber }) => {
          const text = {
            legalName: escapeHtml(box.legalName),
            taxId: escapeHtml(box.taxId),
            address: escapeHtml(box.address),
            email: escapeHtml(box.email),
            phone: escapeHtml(formatPhone(phoneNumber)),
            limit,
          };
          const registryItem = box.registry
            ? t('legal.registry_item', { registry: escapeHtml(box.registry) })
            : '';
          return (
            <TranslatedHtml
              className="text-gray-700"
              html={t(`legal.${page}.html`, { ...text, registryItem })}
            />
          );
        }}
      </QueryState>
    </Page>
  );
}
