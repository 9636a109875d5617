import { describe, expect, it } from 'vitest';
import ca from '../public/assets/i18n/ca.json';
import { webAppManifest } from '../web-app-manifest';

describe('the web app manifest', () => {
  it('speaks Catalan first, as the box does: its language, description and shortcuts', () => {
    expect(webAppManifest.lang).toBe('ca');
    expect(webAppManifest.description).toMatch(/Reserva classes/);
    expect(webAppManifest.shortcuts?.map((s) => [s.name, s.url])).toEqual([
      [ca.menu.timer, '/timer'],
      [ca.menu.schedule, '/schedule'],
    ]);
  });

  it('keeps the name the same in both languages', () => {
    expect([webAppManifest.name, webAppManifest.short_name]).toEqual(['Boxbook CrossFit', 'Boxbook']);
  });
});
