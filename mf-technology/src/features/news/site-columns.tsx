import { calls, ColumnCards, QueryView, useApiQuery } from '@puente/shared';

/** The technology site's columns (site content): an overview of what the area covers. */
export function SiteColumns() {
  const columns = useApiQuery(calls.listSiteColumns, { siteid: calls.SITE_IDS.technology });
  return (
    <QueryView state={columns} isEmpty={(data) => data.list.length === 0}>
      {(data) => <ColumnCards columns={data.list} testId="technology-sections" />}
    </QueryView>
  );
}
