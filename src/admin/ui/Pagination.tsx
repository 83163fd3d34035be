/** Previous and Next under a lead list, with "Page 2 of 13" between them. */
import { buttonClass } from '../../lib/styles/button-styles.ts';
import { pageCount } from '../../lib/db/lead-query.ts';
import { LIST_TEXT } from '../strings.ts';

interface Props {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

export default function Pagination({ page, total, onPage }: Props) {
  const pages = pageCount(total);
  return (
    <nav aria-label={LIST_TEXT.pagination} className="flex items-center justify-between gap-3">
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {LIST_TEXT.previous}
      </button>
      <p className="text-sm text-muted">{LIST_TEXT.pageOf(page, pages)}</p>
      <button
        type="button"
        className={buttonClass('secondary')}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {LIST_TEXT.next}
      </button>
    </nav>
  );
}
