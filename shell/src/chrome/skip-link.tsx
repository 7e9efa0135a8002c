import { chakra } from '@puente/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The id of the page's main region, where the skip link leads. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first Tab stop of every page: hidden above the window until focused, it takes keyboard
 * readers past the header and menus to the page itself.
 */
export function SkipLink() {
  const { t } = useTranslation('shell');

  // Focus moves by hand: following the fragment would change the address, which the routers watch.
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  }

  return (
    <chakra.a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      position="fixed"
      top="3"
      insetStart="3"
      zIndex="skipNav"
      px="4"
      py="2"
      borderRadius="md"
      bg="bg"
      color="brand.fg"
      fontWeight="semibold"
      boxShadow="lg"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      data-testid="skip-link"
    >
      {t('header.skipToContent')}
    </chakra.a>
  );
}
