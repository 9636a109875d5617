import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';

const link =
  'shrink-0 rounded-full bg-white px-4 py-2 text-sm font-semibold text-gray-700 ring-1 ring-gray-200 hover:bg-gray-50 ' +
  'aria-[current=page]:bg-ink aria-[current=page]:text-white aria-[current=page]:ring-ink';

/** The back office's own menu: the header is hidden on its screens (see docs/product.md, Layout). */
export function AdminNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const items = [
    { to: paths.admin, label: t('backoffice.nav.today'), end: true },
    { to: paths.adminSchedule, label: t('backoffice.nav.schedule'), end: false },
    { to: paths.myClasses, label: t('backoffice.nav.my_classes'), end: false },
    { to: paths.adminDaysOff, label: t('backoffice.nav.days_off'), end: false },
    { to: paths.wodDesigner(), label: t('backoffice.nav.wod'), end: false },
    { to: paths.recoveryDesigner(), label: t('backoffice.nav.recovery'), end: false },
    { to: paths.adminBenchmarks, label: t('backoffice.nav.benchmarks'), end: false },
    { to: paths.adminChat, label: t('backoffice.nav.chat'), end: false },
    { to: paths.adminOpen(), label: t('backoffice.nav.open'), end: false },
    ...(isAdmin
      ? [
          { to: paths.adminUsers, label: t('backoffice.nav.members'), end: false },
          { to: paths.mandates, label: t('backoffice.nav.mandates'), end: false },
          { to: paths.audit(), label: t('backoffice.nav.audit'), end: false },
          { to: paths.adminContact, label: t('backoffice.nav.contact'), end: false },
          { to: paths.adminLeads, label: t('backoffice.nav.leads'), end: false },
          { to: paths.adminBroadcast, label: t('backoffice.nav.broadcast'), end: false },
          { to: paths.adminCatalog(), label: t('backoffice.nav.catalog'), end: false },
          { to: paths.adminSettings, label: t('backoffice.nav.settings'), end: false },
          { to: paths.adminReports, label: t('backoffice.nav.reports'), end: false },
          { to: paths.adminInvoices, label: t('backoffice.nav.invoices'), end: false },
          { to: paths.adminDeletionRequests, label: t('backoffice.nav.deletion_requests'), end: false },
          { to: paths.adminBackups, label: t('backoffice.nav.backups'), end: false },
          { to: paths.adminTerms, label: t('backoffice.nav.terms'), end: false },
        ]
      : []),
  ];
  return (
    <nav
      aria-label={t('backoffice.nav.label')}
      className="scrollbar-none -mx-4 mb-6 flex gap-2 overflow-x-auto px-4 py-1 md:flex-wrap md:overflow-visible"
    >
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className={link}>
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
