import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageTitle } from '../components/ui/page-title';
import { QueryState } from '../components/ui/query-state';
import { paths } from '../config/paths';
import { useBoxRecords, useMyRecords } from '../features/training/api/benchmarks';
import { RecordFeed } from '../features/training/components/record-feed';
import { useCurrentUser } from '../lib/session';

/**
 * The PR feed (docs/product.md, Benchmark workouts): the member's own new bests on benchmarks and
 * movements, and the box's, of the members who show their scores on the whiteboard.
 */
export function RecordsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const mine = useMyRecords(user.id);
  const box = useBoxRecords();
  return (
    <Page className="max-w-xl">
      <PageTitle subtitle={t('training.records.subtitle')}>{t('training.records.title')}</PageTitle>
      <section aria-labelledby="records-mine" className="mb-10">
        <h2 id="records-mine" className="mb-3 text-xl font-bold text-ink">
          {t('training.records.mine')}
        </h2>
        <QueryState
          query={mine}
          isEmpty={(list) => list.length === 0}
          emptyText={t('training.records.mine_empty')}
        >
          {(list) => <RecordFeed entries={list} withNames={false} />}
        </QueryState>
      </section>
      <section aria-labelledby="records-box">
        <h2 id="records-box" className="mb-1 text-xl font-bold text-ink">
          {t('training.records.box')}
        </h2>
        <p className="mb-3 text-sm text-gray-600">
          {t('training.records.box_note')}{' '}
          <Link className="font-semibold text-brand-700 underline" to={paths.whiteboard()}>
            {t('training.whiteboard.link')}
          </Link>
        </p>
        <QueryState
          query={box}
          isEmpty={(list) => list.length === 0}
          emptyText={t('training.records.box_empty')}
        >
          {(list) => <RecordFeed entries={list} withNames />}
        </QueryState>
      </section>
    </Page>
  );
}
