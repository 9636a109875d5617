import { CONFIG_DEFAULTS } from '@boxbook/domain';
import * as Accordion from '@radix-ui/react-accordion';
import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../components/ui/page-title';
import { TranslatedHtml } from '../components/ui/translated-html';
import { useAppConfig } from '../features/app-config/api/get-app-config';
import { useCancelLimitText } from '../lib/cancel-limit-text';
import { useHydrated } from '../lib/use-hydrated';

interface FaqItem {
  q: string;
  a: string;
}

/**
 * Questions and answers come from the translations, quoting the box's cancellation limit; one
 * answer is open at a time.
 */
export function FaqPage() {
  const { t } = useTranslation();
  // The page prerendered at build time holds the default limit: the box's own replaces it after
  // hydration, which must first render what that HTML holds.
  const config = useAppConfig();
  const minutes = useHydrated() ? config.cancelLimitMinutes : CONFIG_DEFAULTS.cancelLimitMinutes;
  const limit = useCancelLimitText(minutes);
  const items = t('faq.items', { returnObjects: true, limit }) as FaqItem[] | string;
  return (
    <Page className="max-w-3xl">
      <PageTitle subtitle={t('faq.intro')}>{t('faq.title')}</PageTitle>
      <Accordion.Root type="single" collapsible className="space-y-3">
        {Array.isArray(items) &&
          items.map((item, index) => (
            <Accordion.Item
              key={item.q}
              value={`q${index}`}
              className="overflow-hidden rounded-2xl bg-white ring-1 ring-gray-200"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-gray-50">
                  {item.q}
                  <span
                    aria-hidden="true"
                    className="text-xl text-brand-700 transition group-data-[state=open]:rotate-45"
                  >
                    +
                  </span>
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-4 text-gray-700">
                <TranslatedHtml html={item.a} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
      </Accordion.Root>
    </Page>
  );
}
