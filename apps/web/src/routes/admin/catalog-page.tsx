import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { paths } from '../../config/paths';
import type { CatalogKind } from '../../features/catalog/api/catalog-calls';
import { ActivityCatalog } from '../../features/catalog/components/activity-catalog';
import { MovementCatalog } from '../../features/catalog/components/movement-catalog';
import { PlanCatalog } from '../../features/catalog/components/plan-catalog';
import { ProductCatalog } from '../../features/catalog/components/product-catalog';
import { AdminNav } from '../../features/class-admin/components/admin-nav';

const KINDS: CatalogKind[] = ['activities', 'plans', 'products', 'movements'];
const PANELS = {
  activities: ActivityCatalog,
  plans: PlanCatalog,
  products: ProductCatalog,
  movements: MovementCatalog,
} as const;

const tabClass =
  'shrink-0 rounded-full px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-300 hover:bg-gray-50 ' +
  'aria-[current=page]:bg-brand-700 aria-[current=page]:text-white aria-[current=page]:ring-brand-700';

/** /admin/catalog/:kind: the box's activities, plans, products and movements (admins). */
export function CatalogPage() {
  const { t } = useTranslation();
  const { kind: param } = useParams();
  const kind: CatalogKind = KINDS.find((k) => k === param) ?? 'activities';
  const Panel = PANELS[kind];
  return (
    <Page className="max-w-5xl">
      <AdminNav isAdmin />
      <PageTitle subtitle={t('catalog.subtitle')}>{t('catalog.title')}</PageTitle>
      <nav
        aria-label={t('catalog.tabs.label')}
        className="scrollbar-none -mx-4 mb-6 flex gap-2 overflow-x-auto px-4 py-1"
      >
        {KINDS.map((k) => (
          <NavLink
            key={k}
            to={paths.adminCatalog(k)}
            className={tabClass}
            aria-current={k === kind ? 'page' : undefined}
          >
            {t(`catalog.tabs.${k}`)}
          </NavLink>
        ))}
      </nav>
      <Panel />
    </Page>
  );
}
