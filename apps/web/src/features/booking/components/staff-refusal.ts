type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refusal as staff should read it: about the member they act for ("this member is not active"),
 * not the member's own words ("your account…"); the shared text where both read the same.
 */
export function staffRefusalText(code: string, t: Translate): string {
  return t(`trainer.refusal.${code}`, {
    defaultValue: t(`error.${code}`, { defaultValue: t('error.unknown') }),
  });
}
