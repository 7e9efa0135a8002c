import { calls } from '../contract';
import { useApiQuery } from '../query/use-api-query';
import { HeroCarousel, HeroPlaceholder } from './hero-carousel';
import { QueryView } from './query-view';

/** A landing page's carousel from the site's content, with its placeholder and error states. */
export function SiteHero({ siteid, actionLabel }: { siteid: number; actionLabel: string }) {
  const carousel = useApiQuery(calls.listCarouselImages, { siteid });
  return (
    <QueryView state={carousel} loading={<HeroPlaceholder />}>
      {(data) => <HeroCarousel slides={data.list} actionLabel={actionLabel} />}
    </QueryView>
  );
}
