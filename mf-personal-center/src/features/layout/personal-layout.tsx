import { Box, findRoute, Flex, languageAtom, NavLink, Stack, Text, userAtom } from '@puente/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { menuFor } from './menu';

/** The personal centre's frame: its menu (what fits the user's role) beside the page. */
export function PersonalLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('personal');
  const language = useAtomValue(languageAtom);
  const user = useAtomValue(userAtom);
  const groups = menuFor(user);
  return (
    <Flex gap="6" py="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
      <Box as="nav" aria-label={t('menu.label')} width={{ base: '100%', md: '220px' }} flexShrink={0} borderWidth="1px" borderRadius="lg" p="3" data-testid="personal-menu">
        <Stack gap="4">
          {groups.map((group) => (
            <Stack key={group.key} gap="1">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="2">
                {t(`menu.${group.key}`)}
              </Text>
              <Flex direction={{ base: 'row', md: 'column' }} wrap="wrap" gap="1">
                {group.paths.map((path) => (
                  <NavLink key={path} to={path} end>
                    {({ isActive }) => (
                      <Box
                        px="2"
                        py="1.5"
                        borderRadius="md"
                        fontSize="sm"
                        bg={isActive ? 'brand.subtle' : undefined}
                        color={isActive ? 'brand.fg' : 'fg'}
                        fontWeight={isActive ? 'semibold' : undefined}
                        _hover={{ bg: 'bg.muted' }}
                      >
                        {findRoute(path)?.title[language] ?? path}
                      </Box>
                    )}
                  </NavLink>
                ))}
              </Flex>
            </Stack>
          ))}
        </Stack>
      </Box>
      <Box flex="1" minW="0" width="100%">
        {children}
      </Box>
    </Flex>
  );
}
