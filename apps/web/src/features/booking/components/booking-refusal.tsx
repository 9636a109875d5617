import { bookingBlockSchema } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/ui/form-field';
import { errorCodeOf, errorParamsOf } from '../../../lib/error-code';
import { useGymTime } from '../../../lib/gym-time';
import { blockText } from './block-text';

/**
 * A refused join or leave, translated. A class that cannot be booked says why (the refusal's
 * `block`) and, when it opens later, when (`opensAt`), rather than only that it cannot.
 */
export function BookingRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const gym = useGymTime();
  const code = errorCodeOf(error);
  const { block, opensAt } = errorParamsOf(error);
  const reason = bookingBlockSchema.safeParse(block);
  if (code !== 'class_not_bookable' || !reason.success) return <FormError code={code} />;
  const why = blockText(
    { block: reason.data, opensAt: typeof opensAt === 'string' ? opensAt : null },
    t,
    gym,
  );
  return <FormError code={code} text={`${t('error.class_not_bookable')} ${why}`} />;
}
