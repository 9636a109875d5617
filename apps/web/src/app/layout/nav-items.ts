import { paths } from '../../config/paths';

/** The header menu of spec point 2, in its order. */
export const MENU_ITEMS = [
  { to: paths.home, label: 'menu.home', end: true },
  { to: paths.schedule, label: 'menu.schedule' },
  { to: paths.timer, label: 'menu.timer' },
  { to: paths.activities, label: 'menu.activities' },
  { to: paths.rates, label: 'menu.rates' },
  { to: paths.faq, label: 'menu.faq' },
  { to: paths.contact, label: 'menu.contact' },
  { to: paths.calendar, label: 'menu.calendar' },
  { to: paths.tools, label: 'menu.tools' },
  { to: paths.shop, label: 'menu.shop' },
] as const;
