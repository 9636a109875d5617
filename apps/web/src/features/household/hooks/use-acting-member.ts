import type { User } from '@boxbook/domain';
import { actingMemberStore, useActingDependentId } from '../../../lib/acting-member';
import { useCurrentUser } from '../../../lib/session';
import { useDependent, useHousehold } from '../api/household';

/**
 * Whom the screens act for: the signed-in member or the dependent they switched to, with the
 * household for the switcher (docs/product.md, Households). `member` is the dependent in full once
 * loaded, else the signed-in member.
 */
export function useActingMember() {
  const user = useCurrentUser();
  const household = useHousehold(user.id);
  const dependentId = useActingDependentId();
  const dependents = household.data?.dependents ?? [];
  // A dependent no longer in the household (turned 18) is not acted for.
  const acting = dependentId !== null && dependents.some((d) => d.id === dependentId) ? dependentId : null;
  const dependent = useDependent(acting);
  const member: User = acting !== null && dependent.data ? dependent.data : user;
  return {
    /** Whom bookings and payments are for. */
    memberId: acting ?? user.id,
    /** The dependent acted for, or null. */
    as: acting,
    member,
    actingName: acting !== null ? (dependents.find((d) => d.id === acting)?.name ?? '') : null,
    dependents,
    self: { id: user.id, name: user.name, image: user.image },
    switchTo: (id: number) => actingMemberStore.set(id),
  };
}
