/** Time for a sent form's request to finish before the page may reload under it. */
const AFTER_SUBMIT_MS = 1_500;
const TEXT_FIELDS =
  'textarea, input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=search], input[type=url], input[type=number], input[type=password]';

/** A form whose text fields are all empty again: what was typed has been sent (and the form cleared). */
const isCleared = (form: HTMLFormElement) =>
  [...form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TEXT_FIELDS)].every(
    (field) => field.value.trim() === '',
  );

/**
 * Whether the member is in the middle of filling in a form: a field changed on this screen and
 * has not been sent (the form cleared after it) nor left (another screen). An update of the app
 * waits for that rather than reload a half-written message or profile away (see docs/product.md,
 * Installing the app).
 */
export function watchTyping(): { isTyping: () => boolean; stop: () => void } {
  let typing = false;
  let path = window.location.pathname;
  let sent: { form: HTMLFormElement; at: number } | null = null;
  const onInput = (event: Event) => {
    const field = event.target as HTMLElement | null;
    if (field?.closest('input, textarea, select, [contenteditable="true"]')) typing = true;
  };
  const onSubmit = (event: Event) => {
    if (event.target instanceof HTMLFormElement) sent = { form: event.target, at: Date.now() };
  };
  document.addEventListener('input', onInput, true);
  document.addEventListener('submit', onSubmit, true);
  return {
    isTyping() {
      if (window.location.pathname !== path) {
        path = window.location.pathname;
        typing = false;
      }
      if (typing && sent && Date.now() - sent.at >= AFTER_SUBMIT_MS && isCleared(sent.form)) typing = false;
      return typing;
    },
    stop() {
      document.removeEventListener('input', onInput, true);
      document.removeEventListener('submit', onSubmit, true);
    },
  };
}
