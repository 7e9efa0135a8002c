import { PageDetails } from '../features/site-pages/page-details';

/** /parkDetails1 … /parkDetails8: one park (its breadcrumb is Home › Park showcase › the park). */
export function ParkDetailsPage({ n }: { n: number }) {
  return <PageDetails slug={`park-${n}`} testId="park-details" />;
}
