import { Pager as SharedPager } from '@puente/shared';

/** The shared pager for the list calls (currentPage, everyNumber): pages from the total. */
export function Pager({ page, total, size, onPage }: { page: number; total: number; size: number; onPage: (page: number) => void }) {
  return <SharedPager page={page} pages={Math.max(1, Math.ceil(total / size))} onPage={onPage} />;
}
