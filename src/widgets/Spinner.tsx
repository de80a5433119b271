import { useLingui } from '@lingui/react/macro';

/** Spinner, normal or small (spec 02 §2.13). */
export function Spinner({ size = 'normal' }: { size?: 'normal' | 'small' }) {
  const { t } = useLingui();
  return <span className={`spinner spinner--${size}`} role="status" aria-label={t`Loading`} />;
}
