import { type AppConfig, bookingOpensAt, type DrawWindow, drawWindowOf } from '@boxbook/domain';
import type { ClassRow, DrawRow } from '../../infra/db/schema';

/**
 * When a class's draw collects joins: its window as committed with its seed when there is one
 * (a later change of the setting does not move it), else from its booking's opening and the box's
 * `drawWindowSeconds`; null when the box has no draw and none was committed.
 */
export function drawWindowFor(
  cls: Pick<ClassRow, 'date'>,
  config: AppConfig,
  draw: Pick<DrawRow, 'opensAt' | 'endsAt'> | null = null,
): DrawWindow | null {
  if (draw) return { opensAt: draw.opensAt, endsAt: draw.endsAt };
  if (!config.drawEnabled) return null;
  const opensAt = bookingOpensAt({
    classDate: cls.date,
    timeZone: config.timeZone,
    daysToShow: config.daysToShow,
    bookFutureClassStartHour: config.bookFutureClassStartHour,
  });
  return drawWindowOf(opensAt, config.drawWindowSeconds);
}
