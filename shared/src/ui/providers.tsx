import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { queryClient } from '../query/query-client';
import { puenteStore } from '../store/store';
import { puenteSystem } from './system';

/**
 * React context does not cross React roots: the shell and every remote wrap their root in
 * these, all pointing at the same store, server-state cache, system and i18n instance.
 */
export function PuenteProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={puenteStore}>
      <QueryClientProvider client={queryClient}>
        <ChakraProvider value={puenteSystem()}>
          <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        </ChakraProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
