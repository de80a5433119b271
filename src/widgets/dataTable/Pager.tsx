import { Trans, useLingui } from '@lingui/react/macro';
import { pageCount, pageLinks } from './pageLinks.ts';

export interface PagerProps {
  /** Rows of the whole query. */
  total: number;
  /** The page shown, 1-based. */
  pageIndex: number;
  pageSize: number;
  /** A page was chosen: the caller turns it into a navigation. */
  onPage: (pageIndex: number) => void;
}

/** Page links (spec 02 §9: at most 10) with previous and next; nothing when the query fits one page. */
export function Pager({ total, pageIndex, pageSize, onPage }: PagerProps) {
  const { t } = useLingui();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  const links = pageLinks(total, pageIndex, pageSize);
  return (
    <nav className="pager" aria-label={t`Pages`}>
      <button type="button" className="pager__step" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>
        <Trans>Previous</Trans>
      </button>
      {links.map((page) => (
        <button
          key={page}
          type="button"
          className="pager__page"
          aria-current={page === pageIndex ? 'page' : undefined}
          aria-label={t`Page ${page}`}
          onClick={() => onPage(page)}
        >
          {page}
        </button>
      ))}
      <button type="button" className="pager__step" disabled={pageIndex >= pages} onClick={() => onPage(pageIndex + 1)}>
        <Trans>Next</Trans>
      </button>
      <span className="pager__summary">
        <Trans>
          Page {pageIndex} of {pages}
        </Trans>
      </span>
    </nav>
  );
}
