import { describe, expect, it } from 'vitest';
import { pageHtml, START_SCRIPT } from '../scripts/prerender';

/** index.html as `vite build` writes it: the entry, its chunks preloaded, the stylesheet. */
const TEMPLATE = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <title>Boxbook CrossFit</title>
    <script async src="/assets/first-requests.js"></script>
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-BBBBBBBB.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-CCCCCCCC.js">
    <link rel="stylesheet" crossorigin href="/assets/index-DDDDDDDD.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const BODY =
  '<link rel="preload" as="image" href="/img/hero.webp" fetchPriority="high"/><main><h1>Benvinguts</h1></main>';

function render() {
  return pageHtml(TEMPLATE, {
    language: 'ca',
    body: BODY,
    preloads: ['/assets/i18n/ca.json', '/assets/home-page-EEEEEEEE.js'],
  });
}

describe('a prerendered page', () => {
  it('asks for nothing before its first paint but the stylesheet and the hero picture', () => {
    const head = render().split('</head>')[0] ?? '';
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(head).not.toMatch(/<link[^>]*\/assets\/i18n\//);
    expect(head).not.toContain('first-requests.js');
    const order = ['index-DDDDDDDD.css', '/img/hero.webp', START_SCRIPT].map((s) => head.indexOf(s));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('tells the start script the entry and everything it will fetch, side by side', () => {
    const page = new DOMParser().parseFromString(render(), 'text/html');
    const start = page.querySelector<HTMLScriptElement>(`script[src="${START_SCRIPT}"]`);
    expect(start?.defer).toBe(true);
    expect(start?.dataset.entry).toBe('/assets/index-AAAAAAAA.js');
    expect(start?.dataset.preload?.split(' ')).toEqual([
      '/assets/rolldown-runtime-BBBBBBBB.js',
      '/assets/vendor-CCCCCCCC.js',
      '/assets/i18n/ca.json',
      '/assets/home-page-EEEEEEEE.js',
    ]);
  });

  it('holds the page as rendered, in its language', () => {
    const page = new DOMParser().parseFromString(render(), 'text/html');
    expect(page.documentElement.lang).toBe('ca');
    expect(page.documentElement.dataset.prerendered).toBe('ca');
    expect(page.getElementById('root')?.innerHTML).toBe('<main><h1>Benvinguts</h1></main>');
  });
});
