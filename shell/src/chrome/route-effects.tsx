import {
  findRoute,
  languageAtom,
  syncDocumentLanguage,
  useLocation,
  visitModeAtom,
} from '@puente/shared';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';

/** After every route change: the title, the visit mode from the route's metadata, and scroll to top. */
export function RouteEffects() {
  const location = useLocation();
  const language = useAtomValue(languageAtom);
  const setVisitMode = useSetAtom(visitModeAtom);
  useEffect(() => {
    const route = findRoute(location.pathname);
    document.title = route ? `${route.title[language]} · Puente` : 'Puente';
    if (route && route.area !== 'shell') setVisitMode(route.visit);
    window.scrollTo(0, 0);
  }, [location.pathname, language, setVisitMode]);
  useEffect(() => syncDocumentLanguage(language), [language]);
  return null;
}
