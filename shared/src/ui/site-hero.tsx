import { siteLandingCalls } from '../contract';
import { useApiQuery } from '../query/use-api-query';
import { HeroCarousel, HeroPlaceholder } from './hero-carousel';
import { QueryView } from './query-view';

/** A landing page's carousel from the site's content, with its placeholder and error states. */
export function SiteHero({ siteid, actionLabel }: { siteid: number; actionLabel: string }) {
  // The contract's body: a landing's html may carry the reply already (first-calls.ts).
  const { call, body } = siteLandingCalls(siteid).carousel;
  const carousel = useApiQuery(call, body);
  return (
    <QueryView state={carousel} loading={<HeroPlaceholder />}>
      {(data) => <HeroCarousel slides={data.list} actionLabel={actionLabel} />}
    </QueryView>
  );
}
