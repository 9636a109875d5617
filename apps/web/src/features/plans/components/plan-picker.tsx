import type { Plan } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OkDialog } from '../../../components/ui/dialog';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { type FirstMonthRule, PlanCard } from './plan-card';

/**
 * Plan cards: two columns on small screens, four on wide ones. A member who already has a plan
 * gets the 'already plan' dialog instead of the checkout (see docs/product.md, Screens).
 */
export function PlanGrid({
  plans,
  topPlanKey,
  firstMonth,
}: {
  plans: Plan[];
  topPlanKey: string;
  /** Given, each card says what joining today charges now and from the next 1st. */
  firstMonth?: FirstMonthRule;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [alreadyOpen, setAlreadyOpen] = useState(false);
  const select = (plan: Plan) => {
    if (session?.user.plan) setAlreadyOpen(true);
    else void navigate(paths.rate(plan.id));
  };
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard
              plan={plan}
              highlighted={plan.key === topPlanKey}
              onSelect={() => select(plan)}
              firstMonth={firstMonth}
            />
          </li>
        ))}
      </ul>
      <OkDialog
        open={alreadyOpen}
        onOpenChange={setAlreadyOpen}
        title={t('dialogs.already_plan.title')}
        message={t('dialogs.already_plan.message')}
        onOk={() => void navigate(paths.yourRate)}
      />
    </>
  );
}
