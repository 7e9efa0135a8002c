import { calls } from '../contract';
import { useApiQuery } from '../query/use-api-query';
import { HeroCarousel, HeroPlaceholder } from './hero-carousel';
import { ErrorState } from './page-states';

/** A landing page's carousel from the site's content, with its placeholder and error states. */
export function SiteHero({ siteid, actionLabel }: { siteid: number; actionLabel: string }) {
  const carousel = useApiQuery(calls.listCarouselImages, { siteid });
  if (carousel.status === 'success') return <HeroCarousel slides={carousel.data.list} actionLabel={actionLabel} />;
  if (carousel.status === 'error') return <ErrorState onRetry={carousel.reload} />;
  return <HeroPlaceholder />;
}
