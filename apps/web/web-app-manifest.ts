import type { ManifestOptions } from 'vite-plugin-pwa';
import ca from './public/assets/i18n/ca.json' with { type: 'json' };

/**
 * The web app manifest: what a phone needs to install Boxbook on its home screen (see
 * docs/product.md, Installing the app). A manifest has one language, and the box is in Barcelona:
 * Catalan, with the shortcuts named as the app's own Catalan menu names them. The name reads the
 * same in both languages, and the app follows the member's language once open (docs/decisions.md).
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Boxbook CrossFit',
  short_name: 'Boxbook',
  description: 'Reserva classes, consulta el WOD i porta les teves marques al box.',
  lang: 'ca',
  start_url: '/profile',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#111827',
  background_color: '#111827',
  categories: ['health', 'fitness', 'sports'],
  icons: [
    { src: '/img/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/img/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/img/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: ca.menu.timer, url: '/timer', icons: [{ src: '/img/icon-192.png', sizes: '192x192' }] },
    { name: ca.menu.schedule, url: '/schedule', icons: [{ src: '/img/icon-192.png', sizes: '192x192' }] },
  ],
};
