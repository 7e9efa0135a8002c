import {
  Box,
  brokerDialogOpenAtom,
  Button,
  calls,
  CATEGORY_ROOTS,
  ChevronDownIcon,
  Container,
  Dropdown,
  Flex,
  hasPermission,
  href,
  HStack,
  isBrokerAtom,
  isRoute,
  isSignedInAtom,
  Link,
  MEGA_MENU,
  MenuIcon,
  NavLink,
  PERMISSIONS,
  permissionsAtom,
  QueryView,
  Stack,
  Text,
  useApiQuery,
  useLocation,
  useLoginGate,
  useNavigate,
  type CategoryNode,
  type RouteName,
} from '@puente/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

function CategoryPanel({ root, close }: { root: number; close: () => void }) {
  const { t } = useTranslation('shell');
  const categories = useApiQuery(calls.getAllCategoryTypes, { goodsType: root, everyNumber: -1 });
  return (
    <Box minW="14rem">
      <QueryView state={categories} compact isEmpty={(data) => data.list.length === 0} empty={t('chrome.categoriesEmpty')}>
        {(data) => <CategoryColumns tops={data.list} root={root} close={close} />}
      </QueryView>
    </Box>
  );
}

function CategoryColumns({ tops, root, close }: { tops: CategoryNode[]; root: number; close: () => void }) {
  const [selected, setSelected] = useState(0);
  // The first top-level category is selected by default; its children fill the panel.
  const current = tops[Math.min(selected, tops.length - 1)]!;
  const source = root === CATEGORY_ROOTS.industry ? 'industry' : 'china';
  const categoryHref = (id: number) => href('classificationlanding', { source, type: root, id });
  return (
    <Flex minH="16rem" data-testid="category-panel">
      <Stack as="ul" gap="0" borderEndWidth="1px" pe="2" minW="14rem">
        {tops.map((top, index) => (
          <li key={top.id}>
            <Link to={categoryHref(top.id)} onClick={close}>
              <Box
                px="3"
                py="2"
                borderRadius="md"
                bg={index === selected ? 'brand.subtle' : undefined}
                color={index === selected ? 'brand.fg' : undefined}
                onMouseEnter={() => setSelected(index)}
                onFocus={() => setSelected(index)}
                fontWeight="medium"
                data-testid="category-top"
              >
                {top.title}
              </Box>
            </Link>
          </li>
        ))}
      </Stack>
      <Box
        display="grid"
        gridTemplateColumns={`repeat(${MEGA_MENU.columns}, minmax(0, 1fr))`}
        columnGap={`${MEGA_MENU.gapPx}px`}
        rowGap="3"
        alignContent="start"
        px="6"
        py="2"
        minW="36rem"
        data-testid="category-children"
      >
        {current.childrenTypeList.map((child) => (
          <Link key={child.id} to={categoryHref(child.id)} onClick={close}>
            <Text fontSize="sm" _hover={{ color: 'brand.fg' }}>
              {child.title}
            </Text>
          </Link>
        ))}
      </Box>
    </Flex>
  );
}

/** The product area's menu bar (spec section 2, "Product menu"). */
export function ProductMenu() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const permissions = useAtomValue(permissionsAtom);
  // Selecting a product tab sets the category root: 1980 China brands, 1981 industrial goods.
  const root = isRoute(location.pathname, 'induStrial') || new URLSearchParams(location.search).get('source') === 'industry' ? CATEGORY_ROOTS.industry : CATEGORY_ROOTS.china;

  const tab = (to: RouteName, label: string, testId: string) => (
    <NavLink to={href(to)} data-testid={testId}>
      {({ isActive }: { isActive: boolean }) => (
        <Box px="3" py="2" fontWeight="semibold" borderBottomWidth="2px" borderColor={isActive ? 'brand.solid' : 'transparent'} color={isActive ? 'brand.fg' : 'fg'}>
          {label}
        </Box>
      )}
    </NavLink>
  );

  return (
    <Box borderTopWidth="1px" bg="bg" data-testid="product-menu">
      <Container maxW="7xl">
        <Flex align="center" gap="2" wrap="wrap">
          <Dropdown
            label={t('chrome.allCategories')}
            width="auto"
            testId="all-categories"
            trigger={
              <HStack as="span" gap="2" fontWeight="semibold">
                <MenuIcon size={18} />
                <span>{t('chrome.allCategories')}</span>
              </HStack>
            }
          >
            {(close) => <CategoryPanel root={root} close={close} />}
          </Dropdown>
          {tab('productTrading', t('chrome.chinaBrands'), 'tab-china')}
          {tab('induStrial', t('chrome.industrialGoods'), 'tab-industry')}
          {tab('nationalPavilion', t('chrome.countryPavilion'), 'tab-pavilion')}
          {/* Shown only once permissions have loaded and include the centre (spec section 6). */}
          {hasPermission(permissions, PERMISSIONS.requirementCentre) ? tab('productRequirement', t('chrome.requirementCentre'), 'tab-requirements') : null}
          <Dropdown
            label={t('chrome.help')}
            testId="help-menu"
            trigger={
              <HStack as="span" gap="1">
                <span>{t('chrome.help')}</span>
                <ChevronDownIcon size={16} />
              </HStack>
            }
          >
            {(close) => (
              <Stack gap="1">
                {[
                  [href('complaint'), t('chrome.complaints')],
                  [href('contactUs'), t('chrome.contactUs')],
                  [href('problem'), t('chrome.faq')],
                ].map(([to, label]) => (
                  <Button key={to} asChild size="sm" variant="ghost" justifyContent="flex-start">
                    <Link to={to!} onClick={close}>
                      {label}
                    </Link>
                  </Button>
                ))}
              </Stack>
            )}
          </Dropdown>
        </Flex>
      </Container>
    </Box>
  );
}

/**
 * The product area's actions (spec section 2, "Product menu"): publish a requirement (with its
 * permission), the release button (a guest is asked to log in first) and the broker application
 * (shown signed out or to a member who is not a broker). They sit at the end of the header's mode
 * row, where the longest languages still leave them room, so the menu below stays one line.
 */
export function ProductActions() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const signedIn = useAtomValue(isSignedInAtom);
  const broker = useAtomValue(isBrokerAtom);
  const permissions = useAtomValue(permissionsAtom);
  const openBrokerDialog = useSetAtom(brokerDialogOpenAtom);
  const gate = useLoginGate();
  return (
    // On a narrow window (the desktop site on a phone) they wrap rather than push the page sideways.
    <HStack gap="2" ms="auto" py="1" flexShrink={{ base: 1, lg: 0 }} minW="0" flexWrap="wrap" justify="flex-end">
      {hasPermission(permissions, PERMISSIONS.requirementRelease) ? (
        <Button asChild size="xs" variant="outline" data-testid="publish-requirement">
          <Link to={href('releaseRequirements')}>{t('chrome.publishRequirement')}</Link>
        </Button>
      ) : null}
      <Button size="xs" variant="outline" onClick={() => gate() && navigate(href('releaseList'))} data-testid="release-button">
        {t('chrome.release')}
      </Button>
      {!signedIn || !broker ? (
        <Button size="xs" colorPalette="orange" onClick={() => gate() && openBrokerDialog(true)} data-testid="become-broker">
          {t('chrome.becomeBroker')}
        </Button>
      ) : null}
    </HStack>
  );
}
