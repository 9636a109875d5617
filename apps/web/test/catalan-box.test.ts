import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** In Catalan the box is masculine: "el box", "del box", "un box" (docs/decisions.md). */
const FEMININE_BOX = /\b(la|una|aquesta|nostra|teva|seva|vostra)\s+box\b/gi;
const root = path.resolve(import.meta.dirname, '../../..');
const catalanTexts = [
  'apps/web/public/assets/i18n/ca.json',
  'apps/server/src/demo/demo-content.ts',
  'apps/server/src/features/notifications/push-texts.ts',
  'apps/server/src/features/membership/renewal-failed-mail.ts',
  'apps/server/src/features/payments/receipt-pdf.ts',
];

describe('the box in Catalan', () => {
  it.each(catalanTexts)('%s calls it "el box", never "la box"', (file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    expect(text.match(FEMININE_BOX) ?? []).toEqual([]);
  });
});
