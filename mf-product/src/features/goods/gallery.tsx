import { chakra, HStack, Stack } from '@puente/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The goods' pictures: the chosen one large, every one as a thumbnail to choose. */
export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation('product');
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <Stack gap="3" data-testid="gallery">
      <chakra.img src={current} alt={name} width="100%" aspectRatio="1" objectFit="cover" borderRadius="lg" bg="bg.muted" borderWidth="1px" />
      <HStack gap="2" wrap="wrap">
        {images.map((url, i) => (
          <chakra.button
            key={url}
            type="button"
            onClick={() => setIndex(i)}
            borderWidth="2px"
            borderColor={i === index ? 'brand.solid' : 'transparent'}
            borderRadius="md"
            overflow="hidden"
            aria-label={t('info.showImage', { n: i + 1 })}
            aria-pressed={i === index}
          >
            <chakra.img src={url} alt="" width="16" height="16" objectFit="cover" display="block" />
          </chakra.button>
        ))}
      </HStack>
    </Stack>
  );
}
