import type { Card } from '@boxbook/domain';
import { useTranslation } from 'react-i18next';
import { useSaveCard } from '../api/cards';
import { CardFields } from './card-fields';
import { SAVED_CARD } from './card-methods';

/**
 * A member adds a card (your-payments, the rate checkout): the card fields, saved to the member's
 * cards; `onSaved` gets the card as stored.
 */
export function CardForm({
  publishableKey,
  onSaved,
}: {
  publishableKey: string | null;
  onSaved: (card: Card) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCard();
  return (
    <CardFields
      publishableKey={publishableKey}
      method={SAVED_CARD}
      onMethod={async (paymentMethodId) => onSaved(await save.mutateAsync(paymentMethodId))}
      submitLabel={t('payments.form.save')}
      busyLabel={t('payments.form.saving')}
    />
  );
}
