/** Only a path of this app may be returned to, never another site (`//evil.example`). */
export function safeReturnUrl(value: string | null, fallback: string): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/auth') ? value : fallback;
}
