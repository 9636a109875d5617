import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageTitle } from '../../components/ui/page-title';
import { QueryState } from '../../components/ui/query-state';
import { paths } from '../../config/paths';
import { ActingFor, ProfileSwitcher } from '../../features/household/components/profile-switcher';
import { useActingMember } from '../../features/household/hooks/use-acting-member';
import { useMovementRecords, useMovements } from '../../features/movements/api/movements';
import { MovementGrid } from '../../features/movements/components/movement-grid';

/** The member's lifts and personal bests (config › your-movements; see docs/product.md, Member screens). */
export function YourMovementsPage() {
  const { t } = useTranslation();
  // A guardian switched to a dependent logs and reads the dependent's lifts (Households).
  const acting = useActingMember();
  const movements = useMovements();
  const records = useMovementRecords(acting.memberId);
  const both = {
    data: movements.data && records.data ? { movements: movements.data, records: records.data } : undefined,
    error: movements.error ?? records.error,
    isPending: movements.isPending || records.isPending,
    isPaused: movements.isPaused || records.isPaused,
  };
  return (
    <Page className="max-w-5xl">
      <Link to={paths.config} className="text-sm font-semibold text-brand-700">
        ‹ {t('menu.config')}
      </Link>
      <PageTitle subtitle={t('movements.subtitle')}>{t('movements.title')}</PageTitle>
      <ProfileSwitcher
        self={acting.self}
        dependents={acting.dependents}
        currentId={acting.memberId}
        onSwitch={acting.switchTo}
      />
      {acting.actingName !== null && <ActingFor name={acting.actingName} about="training" />}
      <div className="mt-4" />
      <QueryState query={both} isEmpty={(d) => d.movements.length === 0} emptyText={t('movements.none')}>
        {(d) => (
          <MovementGrid
            movements={d.movements}
            records={d.records}
            userId={acting.memberId}
            actingFor={acting.as !== null}
          />
        )}
      </QueryState>
    </Page>
  );
}
