import { paths } from '../../config/paths';

/**
 * The header menu, in its order (see docs/product.md, Layout). Entries marked `wide` show in the desktop bar
 * only from 1536 px: below that the bar would push the sign-in link and the menu button off the
 * edge (in Spanish, at 1280 px and, with the FAQ too, at 1024 px). The menu button's panel always
 * lists every entry.
 */
export const MENU_ITEMS: readonly { to: string; label: string; end?: true; wide?: true }[] = [
  { to: paths.home, label: 'menu.home', end: true },
  { to: paths.schedule, label: 'menu.schedule' },
  { to: paths.timer, label: 'menu.timer', wide: true },
  { to: paths.activities, label: 'menu.activities' },
  { to: paths.rates, label: 'menu.rates' },
  { to: paths.faq, label: 'menu.faq', wide: true },
  { to: paths.contact, label: 'menu.contact' },
  { to: paths.calendar, label: 'menu.calendar', wide: true },
  { to: paths.tools, label: 'menu.tools', wide: true },
  { to: paths.shop, label: 'menu.shop' },
];
