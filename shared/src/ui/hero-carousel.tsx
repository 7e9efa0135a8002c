import { Box, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Button } from './button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../router';

export interface HeroSlide {
  id: number;
  title: string;
  subtitle: string;
  imageUrl: string;
  link: string;
}

const ROTATE_MS = 6000;

/**
 * The carousel's one height, placeholder and every slide alike, with the title and the subtitle
 * held to lines that fit it in any language: a landing does not move when the slides arrive or turn.
 */
const HERO_HEIGHT = { base: '300px', md: '340px' };

/** The carousel's place while its slides load: the same size, so nothing moves when they arrive. */
export function HeroPlaceholder() {
  return <Box borderRadius="xl" h={HERO_HEIGHT} bg="bg.muted" data-testid="hero-placeholder" aria-busy="true" />;
}

/** The landing pages' carousel: site content from /api/carouselImage/list.json. */
export function HeroCarousel({ slides, actionLabel }: { slides: HeroSlide[]; actionLabel: string }) {
  const { t } = useTranslation('common');
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (slides.length < 2) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides.length), ROTATE_MS);
    return () => window.clearInterval(timer);
  }, [slides.length]);
  const slide = slides[index % slides.length];
  if (!slide) return null;
  return (
    <Box position="relative" borderRadius="xl" overflow="hidden" h={HERO_HEIGHT} bg="brand.800" data-testid="hero-carousel">
      <chakra.img src={slide.imageUrl} alt="" position="absolute" inset="0" width="100%" height="100%" objectFit="cover" />
      <Stack position="relative" p={{ base: '6', md: '12' }} maxW="2xl" gap="4" color="white">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="1.15" lineClamp={2}>
          {slide.title}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.92} lineClamp={{ base: 3, md: 2 }}>
          {slide.subtitle}
        </Text>
        <Box>
          {/* Rings on the dark slide are white. */}
          <Button asChild colorPalette="orange" size="lg" focusRingColor="white">
            <Link to={slide.link}>{actionLabel}</Link>
          </Button>
        </Box>
      </Stack>
      {slides.length > 1 ? (
        <HStack position="absolute" bottom="4" right="6" gap="2">
          {slides.map((s, i) => (
            <chakra.button
              key={s.id}
              type="button"
              aria-label={t('carousel.goTo', { n: i + 1 })}
              aria-current={i === index}
              onClick={() => setIndex(i)}
              width={i === index ? '6' : '2.5'}
              height="2.5"
              borderRadius="full"
              bg={i === index ? 'white' : 'whiteAlpha.600'}
              transition="width 0.2s"
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'white', outlineOffset: '2px' }}
            />
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}
