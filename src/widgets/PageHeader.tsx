import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import './widgets.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** Shows a Back button that returns to the previous page. */
  showBack?: boolean;
  /** What Back does; the browser's history.back() unless given. */
  onBack?: () => void;
  left?: ReactNode;
  right?: ReactNode;
  /** The content area under the title row (filters, breadcrumbs, …). */
  children?: ReactNode;
}

const goBack = () => window.history.back();

/**
 * Page header (spec 02 §2.13): title, optional Back button, left, right and content areas. On very
 * narrow screens (360 px or less) the title is hidden visually but still read by screen readers.
 */
export function PageHeader({ title, showBack = false, onBack = goBack, left, right, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__row">
        <div className="page-header__left">
          {showBack && (
            <button type="button" className="button page-header__back" onClick={onBack}>
              <Trans>Back</Trans>
            </button>
          )}
          {left}
        </div>
        <h1 className="page-header__title">{title}</h1>
        <div className="page-header__right">{right}</div>
      </div>
      {children !== undefined && children !== null && <div className="page-header__content">{children}</div>}
    </header>
  );
}
