import { useTranslation } from 'react-i18next';
import { Page, PageTitle } from '../components/ui/page-title';
import { useMovementRecords } from '../features/movements/api/movements';
import { PercentageCalculator } from '../features/tools/components/percentage-calculator';
import { PlateCalculator } from '../features/tools/components/plate-calculator';
import { useSession } from '../lib/session';

/** Tools for the box floor: the plate calculator and percentages of a 1RM (public; a member's RMs when signed in). */
export function ToolsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const records = useMovementRecords(session?.user.id);
  const rms = (records.data ?? [])
    .filter((r) => r.rm && r.movement.hasRm && r.movement.unit === 'kg')
    .map((r) => ({ movement: r.movement.name, value: r.value }));
  return (
    <Page className="max-w-4xl">
      <PageTitle subtitle={t('tools.subtitle')}>{t('tools.title')}</PageTitle>
      <div className="space-y-6">
        <PlateCalculator />
        {/* Keyed by the RMs so a signed-in member's list, once loaded, fills the calculator. */}
        <PercentageCalculator key={rms.length} rms={rms} />
      </div>
    </Page>
  );
}
