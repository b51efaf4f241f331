import { st } from '../i18n';

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** What the pager is named and says of where the list is. */
interface PagerWords {
  label: string;
  where: (at: { page: number; pages: number; total: number }) => string;
}

/**
 * A numbered list's pages (issue 28 item 3): where the list is, of how many, and the pages
 * either side. The buttons stay where they are, so the focus stays on the one pressed.
 */
export function Pager({ page, pageSize, total, onPage, label, where }: Paging & PagerWords) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className="display-flex flex-align-center flex-wrap margin-y-2">
      <button
        type="button"
        className="usa-button usa-button--outline"
        aria-disabled={page <= 1}
        onClick={() => page > 1 && onPage(page - 1)}
      >
        {st('console.pager.previous')}
      </button>
      <p className="margin-x-2" aria-live="polite" data-testid="pager-where">
        {where({ page, pages, total })}
      </p>
      <button
        type="button"
        className="usa-button usa-button--outline"
        aria-disabled={page >= pages}
        onClick={() => page < pages && onPage(page + 1)}
      >
        {st('console.pager.next')}
      </button>
    </nav>
  );
}
