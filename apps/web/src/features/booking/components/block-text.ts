import type { BookingBlock } from '@boxbook/domain';
import type { GymTime } from '../../../lib/gym-time';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * Why a class cannot be booked, in the member's words: on its card (the class view's `block`) and
 * in a `class_not_bookable` refusal (its `params`), with when it opens if it opens later.
 */
export function blockText(
  { block, opensAt }: { block: BookingBlock | null; opensAt: string | null },
  t: Translate,
  gym: GymTime,
): string {
  if (!block) return '';
  if (block === 'not_open_yet' && opensAt) {
    const opens = gym.format(opensAt, { weekday: 'long', hour: '2-digit', minute: '2-digit' });
    return t('book.block.not_open_yet', { when: opens });
  }
  return t(`book.block.${block}`);
}
