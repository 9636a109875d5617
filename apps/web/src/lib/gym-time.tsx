import { createContext, type ReactNode, use, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant, todayIn } from './format';

/** The box's time zone once the app config has said it, or the promise of it until then. */
export type GymZone = { timeZone: string } | { pending: Promise<string> };

const GymZoneContext = createContext<GymZone | null>(null);

export function GymZoneProvider({ zone, children }: { zone: GymZone; children: ReactNode }) {
  return <GymZoneContext value={zone}>{children}</GymZoneContext>;
}

export interface GymTime {
  timeZone: string;
  /** Today's date (YYYY-MM-DD) at the box. */
  today: () => string;
  /** HH:mm at the box. */
  time: (iso: string) => string;
  format: (iso: string, options: Intl.DateTimeFormatOptions) => string;
}

/**
 * Dates and times as the box lives them (see docs/product.md, Time), in the user's language.
 * Suspends until the zone is known: a guessed zone would show every class an hour off and book the
 * wrong "today".
 */
export function useGymTime(): GymTime {
  const zone = useContext(GymZoneContext);
  const { i18n } = useTranslation();
  if (!zone) throw new Error('useGymTime outside GymZoneProvider');
  const timeZone = 'timeZone' in zone ? zone.timeZone : use(zone.pending);
  const lng = i18n.resolvedLanguage;
  return {
    timeZone,
    today: () => todayIn(timeZone),
    time: (iso) => formatInstant(iso, lng, timeZone),
    format: (iso, options) => formatInstant(iso, lng, timeZone, options),
  };
}
