import { headerSolidity, openPage, trailKeyOf, withTrail, EMPTY_TRAILS } from './breadcrumbs';
import { visit, type HistoryEntry } from './history';

describe('recent-page history', () => {
  const e = (path: string, title = path.slice(1)): HistoryEntry => ({ path, title });

  it('keeps at most six distinct titles, newest first', () => {
    let history: HistoryEntry[] = [];
    for (const page of ['/productTrading', '/productList', '/productInfo?id=1', '/brokerList', '/induStrial', '/releaseListAll', '/cooperateList']) {
      history = visit(history, e(page));
    }
    expect(history.map((h) => h.title)).toEqual(['cooperateList', 'releaseListAll', 'induStrial', 'brokerList', 'productInfo?id=1', 'productList']);
    history = visit(history, e('/productList'));
    expect(history.map((h) => h.title)[0]).toBe('productList');
    expect(history.filter((h) => h.title === 'productList')).toHaveLength(1);
  });

  it('ignores the submit-order page and the root', () => {
    const start = [e('/productTrading')];
    expect(visit(start, e('/productEmption'))).toEqual(start);
    expect(visit(start, e('/'))).toEqual(start);
  });

  it('starts afresh on home, pavilion, news, policy, about and personal-centre pages', () => {
    const start = [e('/productTrading'), e('/productList')];
    for (const page of [
      '/home',
      '/nationalPavilion',
      '/nationalPavilionIndex',
      '/newsInformation',
      '/newsInfo',
      '/policyResearch',
      '/aboutUs',
      '/personalPanel',
      '/personalOrder',
    ]) {
      expect(visit(start, e(page))).toEqual([e(page)]);
    }
  });
});

describe('breadcrumbs', () => {
  it('reads the key from bc or breadcrumb', () => {
    expect(trailKeyOf('?bc=abc&id=1')).toBe('abc');
    expect(trailKeyOf('?breadcrumb=xyz')).toBe('xyz');
    expect(trailKeyOf('?id=1')).toBeNull();
  });

  it('continues a trail and cuts it back when an earlier crumb is opened', () => {
    let store = EMPTY_TRAILS;
    const pages: Array<[string, string]> = [
      ['/productTrading', 'Product trading'],
      ['/productList?id=3&bc=k', 'Phones'],
      ['/productInfo?id=9&bc=k', 'Haiqiao X1'],
    ];
    for (const [href, title] of pages) {
      store = openPage(store, 'k', { href, title }).store;
    }
    expect(store.trails.k!.map((c) => c.title)).toEqual(['Product trading', 'Phones', 'Haiqiao X1']);
    const back = openPage(store, 'k', { href: '/productList?id=3&bc=k', title: 'Phones' });
    expect(back.trail.map((c) => c.title)).toEqual(['Product trading', 'Phones']);
  });

  it('keeps at most 30 trails, dropping the oldest', () => {
    let store = EMPTY_TRAILS;
    for (let i = 0; i < 35; i += 1) store = openPage(store, `t${i}`, { href: `/p${i}`, title: `P${i}` }).store;
    expect(store.order).toHaveLength(30);
    expect(store.trails.t0).toBeUndefined();
    expect(store.trails.t34).toBeDefined();
    expect(Object.keys(store.trails)).toHaveLength(30);
  });

  it('adds the trail key to links', () => {
    expect(withTrail('/productInfo?id=4', 'k1')).toBe('/productInfo?id=4&bc=k1');
    expect(withTrail('/brokerList', 'k2')).toBe('/brokerList?bc=k2');
    expect(withTrail('/brokerList', null)).toBe('/brokerList');
  });
});

describe('header fade ranges (section 9)', () => {
  it('turns solid between 100 and 500 px for technology and 300 and 600 px for comprehensive', () => {
    expect(headerSolidity(0, [100, 500])).toBe(0);
    expect(headerSolidity(100, [100, 500])).toBe(0);
    expect(headerSolidity(300, [100, 500])).toBe(0.5);
    expect(headerSolidity(500, [100, 500])).toBe(1);
    expect(headerSolidity(450, [300, 600])).toBe(0.5);
    expect(headerSolidity(900, [300, 600])).toBe(1);
  });
});
