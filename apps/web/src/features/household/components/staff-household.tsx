import type { Household } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { HandOverDialog } from './hand-over-dialog';
import { HouseholdList } from './household-list';

/**
 * The household on a member's admin page; on a dependent's, the action to hand them to another
 * guardian (docs/product.md, Households).
 */
export function StaffHousehold({
  member,
  household,
}: {
  member: { id: number; name: string; surname: string };
  household: Household;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const { guardian } = household;
  return (
    <div className="space-y-3">
      {done && (
        <p role="status" className="rounded-xl bg-green-50 px-4 py-2 text-sm font-semibold text-green-900">
          {done}
        </p>
      )}
      <HouseholdList household={household} forStaff />
      {guardian && (
        <>
          <Button
            variant="secondary"
            onClick={() => {
              setDone(null);
              setOpen(true);
            }}
          >
            {t('household.hand_over.button')}
          </Button>
          <HandOverDialog
            dependent={member}
            guardian={guardian}
            open={open}
            onOpenChange={setOpen}
            onDone={(name) =>
              setDone(t('household.hand_over.done', { dependent: member.name, guardian: name }))
            }
          />
        </>
      )}
    </div>
  );
}
