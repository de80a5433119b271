import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import './widgets.css';

/**
 * Inline error text under an input (spec 02 §2.13). Plain text, never HTML. Give it an `id` and
 * point the input's aria-describedby at it so the error is read with the input.
 */
export function ErrorText({ message, id }: { message: MessageDescriptor | string | null | undefined; id?: string }) {
  const { i18n } = useLingui();
  if (!message) return null;
  return (
    <span className="error-text" id={id}>
      {typeof message === 'string' ? message : i18n._(message)}
    </span>
  );
}
