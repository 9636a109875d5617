/** HTML that ships in our own translation files (FAQ answers, legal pages), never text from users. */
export function TranslatedHtml({ html, className = '' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is ours, from the translation files
  return <div className={`prose-html ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
