import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { puenteStore } from '../store/store';
import { puenteSystem } from './system';

/**
 * React context does not cross React roots: the shell and every remote wrap their root in
 * these, all pointing at the same store, system and i18n instance.
 */
export function PuenteProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={puenteStore}>
      <ChakraProvider value={puenteSystem}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ChakraProvider>
    </JotaiProvider>
  );
}
