/**
 * The design-system surface apps use: Chakra's parts that the system has recipes for. Export a
 * component here (and add its recipe to system.ts) when a page needs it; everything listed ships
 * on every first page.
 */
export {
  Badge,
  Box,
  Container,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
export { Button } from './button';
export { EmptyState, ErrorState, LoadingState } from './page-states';
export { allOf, QueryView } from './query-view';
export type { QueryViewProps, ViewState } from './query-view';
export { HeroCarousel, HeroPlaceholder } from './hero-carousel';
export type { HeroSlide } from './hero-carousel';
export { AreaNotFound, PageNotFound } from './not-found';
export { SiteHero } from './site-hero';
export { SiteLanding } from './site-landing';
export { ColumnCards } from './column-cards';
export { Dropdown } from './dropdown';
export { Modal, Sheet } from './modal';
export { BellIcon, CartIcon, ChevronDownIcon, GridIcon, HomeIcon, MenuIcon, OrdersIcon, SearchIcon, UserIcon } from './icons';
export type { ColumnCard } from './column-cards';
export { Later, useNearViewport } from './later';
export { PuenteProviders } from './providers';
export { PHONE_CONTROLS, puenteSystem } from './system';
export { notify, ToasterHost } from './notify';
export type { NotificationType } from './notify';
export { SitePageCard, SitePageFacts, SitePageView } from './site-page';
export { SitePageGrid, SitePageScreen } from './site-page-screens';
export type { SitePageLabels } from './site-page';
export { AreaNav, AreaNavLink, PageHeader, PageSection, useTrailHref } from './area-page';
export { regionName } from '../i18n/use-formatters';
export { Pager } from './pager';
export { LoadMoreButton, usePagedList, useReportTotal } from './load-more';
export type { PagerSize } from './pager';
export { MoneyText, PriceText } from './price-text';
export { OrderStageBadge, OrderStageTabs, PhoneOrderCard, PhoneOrderList, stageBadge, stageFilter, stageTabOf } from './order-stage';
export type { OrderStageTab } from './order-stage';
export { ConfirmDeleteButton } from './confirm-delete-button';
export { langOf, TextLanguageNote, textLanguageNote, useLanguageList, useTextLanguageNote } from './text-language';
export { CurrencySelect } from './currency-select';
export { SessionGuard, useLoginGate } from './session-guard';
export { AreaRouter, DeclaredAreaRouter, lazyPage, preloadPage } from './area-router';
export type { AreaPage, AreaPages, AreaRouterProps, MobileAreaPages } from './area-router';
export { useTabPanel } from './tab-panel';
