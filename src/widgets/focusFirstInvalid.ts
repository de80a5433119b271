type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

function isInvalid(element: Element): element is Control {
  if (!('validity' in element) || !('focus' in element)) return false;
  const control = element as Control;
  if (control.disabled) return false;
  return control.getAttribute('aria-invalid') === 'true' || !control.validity.valid;
}

/**
 * On submit, the first invalid input gets focus (spec 02 §5): the first control of the form, in
 * document order, that fails its built-in constraints or is marked aria-invalid="true" by a rule
 * such as equal-to. Returns it, or null when every control is valid.
 */
export function focusFirstInvalid(form: HTMLFormElement): HTMLElement | null {
  const first = Array.from(form.elements).find(isInvalid) ?? null;
  first?.focus();
  return first;
}
