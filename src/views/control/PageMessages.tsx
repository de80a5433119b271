import type { ReactNode } from 'react';

/** A control page's last outcome: the server's refusal as an alert, or what was done as a status line. */
export function PageMessages({ error, notice }: { error: string | null; notice: ReactNode }) {
  return (
    <>
      {error && (
        <p role="alert" className="control-page__error">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="control-page__notice">
          {notice}
        </p>
      )}
    </>
  );
}
