import {
  Box,
  Button,
  calls,
  CATEGORY_ROOTS,
  clearSession,
  href,
  isBrokerAtom,
  isSignedInAtom,
  Link,
  MOBILE_SIDE_MENU_WIDTH,
  QueryView,
  Sheet,
  Stack,
  Text,
  useApiMutation,
  useApiQuery,
  useLoginGate,
  useNavigate,
  type GoodsSource,
} from '@puente/shared';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="0" py="2" borderBottomWidth="1px">
      <Text px="4" pt="1" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {title}
      </Text>
      {children}
    </Stack>
  );
}

/** A menu line: a 44 px tall tap target that closes the menu as it leads away. */
function Item({ to, children, onGo, testId }: { to: string; children: ReactNode; onGo: () => void; testId?: string }) {
  return (
    <Link to={to} onClick={onGo} data-testid={testId}>
      <Box px="4" minH="44px" display="flex" alignItems="center" _hover={{ bg: 'bg.muted' }} overflowWrap="anywhere">
        {children}
      </Box>
    </Link>
  );
}

/** The top categories of one root (China brands or industrial goods), each to its goods. */
function CategoryList({ source, onGo }: { source: GoodsSource; onGo: () => void }) {
  const { t } = useTranslation('shell');
  const root = CATEGORY_ROOTS[source];
  const categories = useApiQuery(calls.getAllCategoryTypes, { goodsType: root, everyNumber: -1 });
  return (
    <QueryView state={categories} compact isEmpty={(data) => data.list.length === 0} empty={t('chrome.categoriesEmpty')}>
      {(data) => (
        <Stack as="ul" gap="0" listStyleType="none" data-testid={`side-menu-categories-${source}`}>
          {data.list.map((top) => (
            <li key={top.id}>
              <Item to={href('classificationlanding', { source, type: root, id: top.id })} onGo={onGo}>
                <Text as="span" ps="3">
                  {top.title}
                </Text>
              </Item>
            </li>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}

/**
 * The phone's side menu (spec sections 2 and 9: 67 % of the screen wide): the three visit modes,
 * the category tree, the requirement centre, brokers, pavilions, help, the personal centre,
 * becoming a broker (a guest is asked to log in first) and logging in or out.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation('common');
  const navigate = useNavigate();
  const signedIn = useAtomValue(isSignedInAtom);
  const broker = useAtomValue(isBrokerAtom);
  const gate = useLoginGate();
  const signOut = useApiMutation(calls.logout);

  async function logout() {
    // Signing out locally matters more than the server's answer.
    await signOut.run({});
    clearSession();
    onClose();
    navigate('/product');
  }

  return (
    <Sheet open={open} onClose={onClose} title={t('mobile.menuTitle')} side="start" size={MOBILE_SIDE_MENU_WIDTH} closeLabel={t('mobile.closeMenu')} testId="side-menu">
      <Box as="nav" aria-label={t('header.menu')}>
        <Section title={t('mobile.browse')}>
          <Item to="/product" onGo={onClose} testId="side-menu-product">
            {tc('nav.product')}
          </Item>
          <Item to={href('technologyTrading')} onGo={onClose} testId="side-menu-technology">
            {tc('nav.technology')}
          </Item>
          <Item to={href('integratedComprehensive')} onGo={onClose} testId="side-menu-comprehensive">
            {tc('nav.comprehensive')}
          </Item>
        </Section>
        <Section title={t('chrome.chinaBrands')}>
          <CategoryList source="china" onGo={onClose} />
        </Section>
        <Section title={t('chrome.industrialGoods')}>
          <CategoryList source="industry" onGo={onClose} />
        </Section>
        <Section title={t('mobile.trade')}>
          <Item to="/releaseListAll" onGo={onClose}>
            {t('chrome.requirementCentre')}
          </Item>
          <Item to="/brokerList" onGo={onClose}>
            {t('mobile.brokers')}
          </Item>
          <Item to="/countryList" onGo={onClose}>
            {t('chrome.countryPavilion')}
          </Item>
        </Section>
        <Section title={t('chrome.help')}>
          <Item to="/problem" onGo={onClose}>
            {t('chrome.faq')}
          </Item>
          <Item to="/complaint" onGo={onClose}>
            {t('chrome.complaints')}
          </Item>
          <Item to="/contactUs" onGo={onClose}>
            {t('chrome.contactUs')}
          </Item>
          <Item to="/aboutUs" onGo={onClose}>
            {t('mobile.aboutUs')}
          </Item>
        </Section>
        <Stack gap="2" p="4">
          {signedIn ? (
            <Item to="/mine/personalCenter" onGo={onClose} testId="side-menu-mine">
              {t('header.mine')}
            </Item>
          ) : null}
          {!signedIn || !broker ? (
            <Button
              colorPalette="orange"
              minH="44px"
              whiteSpace="normal"
              onClick={() => {
                onClose();
                if (gate()) navigate('/mine/brokerApplication');
              }}
              data-testid="side-menu-become-broker"
            >
              {t('chrome.becomeBroker')}
            </Button>
          ) : null}
          {signedIn ? (
            <Button variant="outline" minH="44px" loading={signOut.busy} onClick={() => void logout()} data-testid="side-menu-logout">
              {tc('session.logout')}
            </Button>
          ) : (
            <Button asChild colorPalette="brand" minH="44px">
              <Link to="/login" onClick={onClose} data-testid="side-menu-login">
                {tc('session.login')}
              </Link>
            </Button>
          )}
        </Stack>
      </Box>
    </Sheet>
  );
}
