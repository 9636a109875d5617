import type { AppConfig } from '@boxbook/domain';

/**
 * The classes a check-in at `now` is for: those starting within `checkinBeforeMinutes` or started
 * at most `checkinAfterMinutes` ago (docs/product.md, Check-in at the door).
 */
export function checkinWindow(
  now: Date,
  settings: Pick<AppConfig, 'checkinBeforeMinutes' | 'checkinAfterMinutes'>,
): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() - settings.checkinAfterMinutes * 60_000),
    to: new Date(now.getTime() + settings.checkinBeforeMinutes * 60_000),
  };
}
