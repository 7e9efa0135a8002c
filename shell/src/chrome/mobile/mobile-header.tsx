import { Box, chakra, HStack, MenuIcon } from '@puente/shared';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CurrencySelect, LanguageSelect } from '../prefs';
import { MobileSearch } from './mobile-search';
import { PhoneHeaderFrame } from './phone-header-frame';

// The side menu's code loads the first time it is opened.
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));

/**
 * The phone's header (spec section 2, "Mobile header"): the menu button, the logo, the language
 * and currency pickers, and the keyword search. It is not fixed: it scrolls away with the page
 * and never covers what the reader is looking at.
 */
export function MobileHeader() {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  return (
    <PhoneHeaderFrame
      testId="mobile-header"
      menu={
        <chakra.button
          type="button"
          aria-label={t('mobile.openMenu')}
          aria-expanded={menuOpen}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
          minW="44px"
          minH="44px"
          display="grid"
          placeItems="center"
          borderRadius="md"
          cursor="pointer"
          _hover={{ bg: 'bg.muted' }}
          data-testid="mobile-menu-button"
        >
          <MenuIcon size={22} />
        </chakra.button>
      }
      tools={
        <HStack gap="1" ms="auto" minW="0">
          <LanguageSelect compact />
          <CurrencySelect compact />
        </HStack>
      }
    >
      <Box px="3" pb="2" pt="1">
        <MobileSearch />
      </Box>
      {menuWanted ? (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      ) : null}
    </PhoneHeaderFrame>
  );
}
