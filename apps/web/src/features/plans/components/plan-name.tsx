import { useContentText } from '../../../lib/content-text';
import { usePlans } from '../api/get-plans';

/**
 * A member's plan by name in the screen's language. The user carries its plan's key and Spanish
 * name only; the plan list (public, cached) has both texts.
 */
export function PlanName({ plan }: { plan: { key: string; name: string } }) {
  const plans = usePlans();
  const text = useContentText();
  const full = plans.data?.find((p) => p.key === plan.key);
  return <>{full ? text.name(full) : plan.name}</>;
}
