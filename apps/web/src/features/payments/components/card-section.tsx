import type { Card } from '@boxbook/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { YesNoDialog } from '../../../components/ui/dialog';
import { QueryState } from '../../../components/ui/query-state';
import { errorCodeOf } from '../../../lib/error-code';
import { useCards, useRemoveCard, useSetDefaultCard } from '../api/cards';
import { CardDisplay } from './card-display';
import { CardForm } from './card-form';

/**
 * Every saved card of the member, the default marked: each can be made the default or removed
 * (after a yes), so no card is ever saved out of sight. Without a card, the add form; with cards,
 * "add another" opens it below the list.
 */
export function CardSection({ publishableKey }: { publishableKey: string | null }) {
  const { t } = useTranslation();
  const cards = useCards();
  const remove = useRemoveCard();
  const setDefault = useSetDefaultCard();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Card | null>(null);
  return (
    <QueryState query={cards}>
      {(list) => (
        <>
          {list.length === 0 ? (
            <p className="mb-4 text-gray-600">{t('payments.no_card')}</p>
          ) : (
            <>
              <p className="mb-3 text-sm text-gray-600">{t('payments.default_note')}</p>
              <ul aria-label={t('payments.cards_list')} className="space-y-3">
                {list.map((card) => (
                  <li
                    key={card.id}
                    className={`rounded-xl p-4 ring-1 ${card.defaultPaymentMethod ? 'ring-2 ring-brand-700' : 'ring-gray-200'}`}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <CardDisplay card={card} />
                      {card.defaultPaymentMethod && (
                        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-800">
                          {t('payments.default_badge')}
                        </span>
                      )}
                    </div>
                    <div className="mt-3 flex flex-wrap gap-2">
                      {!card.defaultPaymentMethod && (
                        <Button
                          variant="secondary"
                          aria-label={t('payments.make_default_label', { last4: card.last4 })}
                          disabled={setDefault.isPending}
                          onClick={() => setDefault.mutate(card.id)}
                        >
                          {t('payments.make_default')}
                        </Button>
                      )}
                      <Button
                        variant="ghost"
                        className="text-red-700"
                        aria-label={t('payments.remove_card_label', { last4: card.last4 })}
                        onClick={() => {
                          remove.reset();
                          setRemoving(card);
                        }}
                      >
                        {t('payments.remove')}
                      </Button>
                    </div>
                  </li>
                ))}
              </ul>
              {setDefault.error && (
                <p role="alert" className="mt-3 text-sm font-medium text-red-800">
                  {t(`error.${errorCodeOf(setDefault.error) ?? 'network'}`)}
                </p>
              )}
            </>
          )}
          {list.length === 0 || adding ? (
            <div className={list.length > 0 ? 'mt-5 border-t border-gray-200 pt-5' : ''}>
              <CardForm publishableKey={publishableKey} onSaved={() => setAdding(false)} />
              {list.length > 0 && (
                <Button variant="ghost" className="mt-2 w-full" onClick={() => setAdding(false)}>
                  {t('dialogs.cancel')}
                </Button>
              )}
            </div>
          ) : (
            <Button variant="secondary" className="mt-5" onClick={() => setAdding(true)}>
              <span aria-hidden="true">+ </span>
              {t('payments.add_another')}
            </Button>
          )}
          <YesNoDialog
            open={removing !== null}
            onOpenChange={(open) => !open && setRemoving(null)}
            title={t('payments.remove_title')}
            message={t('payments.remove_message', { last4: removing?.last4 ?? '' })}
            loading={remove.isPending}
            errorCode={remove.error ? (errorCodeOf(remove.error) ?? 'network') : null}
            onYes={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          />
        </>
      )}
    </QueryState>
  );
}
