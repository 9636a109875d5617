import type { ManifestOptions } from 'vite-plugin-pwa';

/**
 * The web app manifest: what a phone needs to install Boxbook on its home screen (issue 14).
 * Spanish like index.html; the app itself follows the member's language once open.
 */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Boxbook CrossFit',
  short_name: 'Boxbook',
  description: 'Reserva clases, consulta el WOD y lleva tus marcas en el box.',
  lang: 'es',
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
    { name: 'Timer', url: '/timer', icons: [{ src: '/img/icon-192.png', sizes: '192x192' }] },
    { name: 'Horario', url: '/schedule', icons: [{ src: '/img/icon-192.png', sizes: '192x192' }] },
  ],
};
