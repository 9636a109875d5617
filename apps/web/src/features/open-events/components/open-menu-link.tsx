import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useContentText } from '../../../lib/content-text';
import { useGymTime } from '../../../lib/gym-time';
import { useSession } from '../../../lib/session';
import { useOpenEventsAhead } from '../api/open-events';

/**
 * The member's way into the Open from the menu (docs/product.md, The in-house Open): shown only
 * while an event runs or is to come, named after the soonest one, leading to the list of events.
 */
export function OpenMenuLink({
  className,
  onClick,
}: {
  className: (s: { isActive: boolean }) => string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const gym = useGymTime();
  const text = useContentText();
  const ahead = useOpenEventsAhead(gym.today(), Boolean(session));
  const next = ahead.data?.[0];
  if (!session || !next) return null;
  return (
    <li>
      <NavLink to={paths.openEvents} className={className} onClick={onClick}>
        {t('menu.open')}
        <span className="block text-sm font-normal text-gray-700">{text.name(next)}</span>
      </NavLink>
    </li>
  );
}
