/**
 * Tables scroll sideways inside a box of their own, so a wide one (the cookie policy's) never
 * widens the page on a phone; the box takes keyboard focus, so it can be scrolled without a mouse.
 */
const scrollableTables = (html: string) =>
  html
    .replaceAll('<table', '<div class="table-scroll" tabindex="0"><table')
    .replaceAll('</table>', '</table></div>');

/** HTML that ships in our own translation files (FAQ answers, legal pages), never text from users. */
export function TranslatedHtml({ html, className = '' }: { html: string; className?: string }) {
  return (
    <div
      className={`prose-html ${className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is ours, from the translation files
      dangerouslySetInnerHTML={{ __html: scrollableTables(html) }}
    />
  );
}
