import { expect, test, type Page } from '@playwright/test';
import { ContentAreas } from '../pages/content-areas';
import { settle, watch, type Watch } from '../support/settle';

const LANGUAGES = ['english', 'chinese_simplified', 'portuguese', 'spanish'] as const;

/** Every route of the technology and comprehensive areas, with the element its page shows when loaded. */
const ROUTES: Array<[string, string]> = [
  ['/technologyTrading', 'technology-landing'],
  ['/technologyProduvt', 'technology-products'],
  ['/sophisticated', 'consulting-page'],
  ['/moreCollaboration', 'cooperation-page'],
  ['/achievement', 'achievement-page'],
  ['/community', 'community-page'],
  ['/newsInformation', 'news-page'],
  ['/newsInfo?id=ARTICLE', 'news-article'],
  ['/policyResearch', 'policy-page'],
  ['/technologyGuide?slug=consulting-market-entry', 'technology-guide'],
  ['/integratedComprehensive', 'comprehensive-landing'],
  ['/companyRegistration', 'service-registration'],
  ['/businessInspection', 'service-inspection'],
  ['/visaProcessing', 'service-visa'],
  ['/landServices', 'service-land'],
  ['/serviceGuide?slug=business-visa-mexico', 'service-guide'],
  ['/parkList', 'park-list'],
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n): [string, string] => [`/parkDetails${n}`, 'park-details']),
];

/** What an i18n key left on screen looks like (`news.empty`, `landing.seeAll`…). */
const RAW_KEY = /\b(menu|landing|types|requirements|products|news|policy|pager|page|consulting|cooperation|achievement|community|services|parks|states|nav)\.[a-z][A-Za-z]+\b/;

/** Lines worth comparing across languages: sentences, not emails, numbers, codes or names. */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length >= 15 && line.includes(' ') && !/@|\+\d|\d{4}[/-]\d{2}/.test(line));
}

/**
 * Moves to the route as a reader does (the history API, which single-spa and the areas' routers
 * follow), then reads the outlet once its page is in place with nothing loading.
 */
async function openLoaded(page: Page, watched: Watch, path: string, testId: string) {
  watched.lastActivity = Date.now();
  await page.evaluate((target) => window.history.pushState(null, '', target), path);
  await settle(page, watched, new URL(path, 'http://x').pathname);
  const areas = new ContentAreas(page);
  await expect(page.getByTestId(testId)).toBeVisible();
  await expect(areas.outlet().getByTestId('error-state')).toHaveCount(0);
  return areas.outlet().innerText();
}

test.describe.configure({ mode: 'serial' });

const english = new Map<string, Set<string>>();
let article = 0;

for (const language of LANGUAGES) {
  test(`every technology and comprehensive route answers in ${language}, with no untranslated string`, async ({ page, request }) => {
    test.setTimeout(240_000);
    if (!article) {
      const reply = await request.post('/api/siteNews/list', { data: { siteid: 3, everyNumber: 1 } });
      article = ((await reply.json()) as { list: Array<{ id: number }> }).list[0]!.id;
    }
    // The reader's language, as the app keeps it, from the first load.
    await page.addInitScript((chosen) => localStorage.setItem('to', chosen), language);
    await page.goto('/technologyTrading');
    const watched = watch(page);
    for (const [route, testId] of ROUTES) {
      const path = route.replace('ARTICLE', String(article));
      const text = await openLoaded(page, watched, path, testId);
      expect(text, `${path} in ${language}`).not.toMatch(RAW_KEY);
      expect(await page.locator('html').getAttribute('lang'), path).toBe({ english: 'en', chinese_simplified: 'zh-CN', portuguese: 'pt-BR', spanish: 'es' }[language]);
      if (language === 'english') {
        english.set(path, new Set(sentences(text)));
        continue;
      }
      expect(english.get(path)?.size, `${path} was read in English first`).toBeGreaterThan(0);
      const leftovers = sentences(text).filter((line) => english.get(path)?.has(line));
      expect(leftovers, `${path} in ${language} shows English text`).toEqual([]);
      if (language === 'chinese_simplified') expect(text, path).toMatch(/[\u4e00-\u9fff]/);
    }
  });
}
