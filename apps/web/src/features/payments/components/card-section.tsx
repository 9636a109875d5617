import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { errorCodeOf } from '../../../lib/error-code';
import { useCards, useRemoveCard } from '../api/cards';
import { CardDisplay } from './card-display';
import { CardForm } from './card-form';

/**
 * The card section of spec point 4: loading, then the first card or, without one, the add form.
 * Adding a card makes it the one shown; removing asks first, then reloads the list.
 */
export function CardSection({ publishableKey }: { publishableKey: string | null }) {
  const { t } = useTranslation();
  const cards = useCards();
  const remove = useRemoveCard();
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <QueryState query={cards}>
      {(list) => {
        const card = list[0];
        if (!card || adding)
          return (
            <>
              {!card && <p className="mb-4 text-gray-600">{t('payments.no_card')}</p>}
              <CardForm publishableKey={publishableKey} onSaved={() => setAdding(false)} />
              {card && (
                <Button variant="ghost" className="mt-2 w-full" onClick={() => setAdding(false)}>
                  {t('dialogs.cancel')}
                </Button>
              )}
            </>
          );
        return (
          <>
            <CardDisplay card={card} />
            <div className="mt-5 flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setAdding(true)}>
                {t('payments.change_card')}
              </Button>
              <Button variant="ghost" className="text-red-700" onClick={() => setConfirming(true)}>
                {t('payments.remove_card')}
              </Button>
            </div>
            <YesNoDialog
              open={confirming}
              onOpenChange={setConfirming}
              title={t('payments.remove_title')}
              message={t('payments.remove_message', { last4: card.last4 })}
              loading={remove.isPending}
              errorCode={remove.error ? (errorCodeOf(remove.error) ?? 'network') : null}
              onYes={() => remove.mutate(card.id, { onSuccess: () => setConfirming(false) })}
            />
          </>
        );
      }}
    </QueryState>
  );
}
