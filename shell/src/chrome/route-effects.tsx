import {
  breadcrumbsAtom,
  findRoute,
  href,
  languageAtom,
  openPage,
  puenteStore,
  routeHistoryAtom,
  syncDocumentLanguage,
  trailKeyOf,
  useLocation,
  visit,
  visitModeAtom,
  type Language,
  type TrailStore,
} from '@puente/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const TRAILS_KEY = 'puente.breadcrumbs';

function readTrails(): TrailStore {
  try {
    return JSON.parse(sessionStorage.getItem(TRAILS_KEY) ?? '') as TrailStore;
  } catch {
    return { order: [], trails: {} };
  }
}

/** The page's title: a detail page's name from its query, else the route's fixed title. */
export function pageTitle(pathname: string, search: string, language: Language): string {
  const route = findRoute(pathname);
  const name = new URLSearchParams(search).get('name');
  // Detail pages (a product, a news article, a park…) are titled by the name in their query (spec section 2).
  if (name && route?.named) return name;
  return route ? route.title[language] : 'Puente';
}

/**
 * After every route change: scroll to top, the title, the visit mode from the route's metadata,
 * the recent-page history and the breadcrumb trail. The shell does it for every area alike.
 */
export function RouteEffects() {
  const location = useLocation();
  const language = useAtomValue(languageAtom);
  const { t } = useTranslation('common');
  const setVisitMode = useSetAtom(visitModeAtom);
  const setHistory = useSetAtom(routeHistoryAtom);
  const setBreadcrumbs = useSetAtom(breadcrumbsAtom);

  useEffect(() => {
    const route = findRoute(location.pathname);
    const title = pageTitle(location.pathname, location.search, language);
    document.title = route || title !== 'Puente' ? `${title} · Puente` : 'Puente';
    if (route && route.area !== 'shell') setVisitMode(route.visit);
    window.scrollTo(0, 0);
    if (!route) return;
    const here = `${location.pathname}${location.search}`;
    setHistory(visit(puenteStore.get(routeHistoryAtom), { path: here, title }));
    // Personal-centre pages always show Home > Personal Centre.
    if (route.area === 'personal') {
      setBreadcrumbs({ key: null, trail: [{ href: href('personalPanel'), title: t('nav.personalCentre') }, ...(route.name === 'personalPanel' ? [] : [{ href: here, title }])] });
      return;
    }
    const given = trailKeyOf(location.search);
    const key = given ?? `t${Date.now().toString(36)}`;
    // A detail page opened without a trail (a shared link) starts under its list page.
    const parent = !given && route.parent ? findRoute(route.parent) : undefined;
    const start = parent ? openPage(readTrails(), key, { href: parent.path, title: parent.title[language] }).store : readTrails();
    const { store, trail } = openPage(start, key, { href: here, title });
    try {
      sessionStorage.setItem(TRAILS_KEY, JSON.stringify(store));
    } catch {
      // Without session storage the trail still works for this page.
    }
    setBreadcrumbs({ key, trail });
  }, [location.pathname, location.search, language, setVisitMode, setHistory, setBreadcrumbs, t]);

  useEffect(() => syncDocumentLanguage(language), [language]);
  return null;
}
