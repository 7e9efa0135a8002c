import { calls, ColumnCards, QueryView, siteLandingCalls, useApiQuery } from '@puente/shared';

/** The technology site's columns (site content): an overview of what the area covers. */
export function SiteColumns() {
  // The contract's body: the landing's html may carry the reply already.
  const { call, body } = siteLandingCalls(calls.SITE_IDS.technology).columns;
  const columns = useApiQuery(call, body);
  return (
    <QueryView state={columns} isEmpty={(data) => data.list.length === 0}>
      {(data) => <ColumnCards columns={data.list} testId="technology-sections" />}
    </QueryView>
  );
}
