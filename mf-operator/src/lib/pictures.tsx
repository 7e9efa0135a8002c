import { chakra, HStack } from '@puente/shared';

/** Uploaded pictures, each a link to the full size in a new tab. */
export function Pictures({ urls, alt, testId }: { urls: readonly string[]; alt: (n: number) => string; testId?: string }) {
  return (
    <HStack gap="3" flexWrap="wrap" data-testid={testId}>
      {urls.map((url, i) => (
        <chakra.a
          key={url + i}
          href={url}
          target="_blank"
          rel="noreferrer"
          borderRadius="md"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        >
          <chakra.img src={url} alt={alt(i + 1)} width="160px" height="160px" objectFit="cover" borderRadius="md" borderWidth="1px" loading="lazy" />
        </chakra.a>
      ))}
    </HStack>
  );
}
