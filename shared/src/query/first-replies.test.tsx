import { renderHook } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { api } from '../client';
import { goodsListRequest, parseGoodsSearch, phoneHomeCalls } from '../contract';
import { currencyAtom, languageAtom, tokenAtom } from '../store/atoms';
import { puenteStore } from '../store/store';
import { PuenteProviders } from '../ui/providers';
import { FIRST_REPLIES_ELEMENT_ID, resetFirstReplies, stableJson } from './first-replies';
import { queryClient } from './query-client';
import { useApiQuery } from './use-api-query';

const hot = phoneHomeCalls('china').hot;
const HOT_REPLY = { result: 1, list: [{ id: 7, name: 'Bluetooth speaker' }] };
let sent: string[];

/** The element the server writes into a landing's html (api/src/plugins/page-hints.ts). */
function htmlCarries(language: string, currency: string, body: unknown = hot.body) {
  document.getElementById(FIRST_REPLIES_ELEMENT_ID)?.remove();
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = FIRST_REPLIES_ELEMENT_ID;
  element.textContent = JSON.stringify({ language, currency, replies: [{ path: hot.call.path, body, reply: HOT_REPLY }] });
  document.head.appendChild(element);
  resetFirstReplies();
}

beforeEach(() => {
  puenteStore.set(tokenAtom, null);
  puenteStore.set(currencyAtom, 'USD');
  puenteStore.set(languageAtom, 'english');
  queryClient.clear();
  sent = [];
  api.http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push(config.url!);
    return { data: { result: 1, list: [] }, status: 200, statusText: 'OK', headers: {}, config };
  };
});

const wrapper = ({ children }: { children: ReactNode }) => <PuenteProviders>{children}</PuenteProviders>;

describe('a landing’s first replies, sent inside its html', () => {
  it('are the page’s data from its first render, and the API is not asked again', async () => {
    htmlCarries('english', 'USD', { everyNumber: 6, source: 'china' });
    const { result } = renderHook(() => useApiQuery(hot.call, hot.body), { wrapper });
    expect(result.current.status).toBe('success');
    expect(result.current.data).toEqual(HOT_REPLY);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });

  it('are not used for another currency, another language, another body or a signed-in reader', async () => {
    const asks = async (setup: () => void, body = hot.body) => {
      queryClient.clear();
      sent = [];
      setup();
      const { result, unmount } = renderHook(() => useApiQuery(hot.call, body), { wrapper });
      expect(result.current.status).toBe('loading');
      await new Promise((resolve) => setTimeout(resolve, 20));
      unmount();
      return sent;
    };
    expect(await asks(() => htmlCarries('english', 'BRL'))).toEqual([hot.call.path]);
    expect(await asks(() => htmlCarries('spanish', 'USD'))).toEqual([hot.call.path]);
    expect(await asks(() => htmlCarries('english', 'USD'), { source: 'industry', everyNumber: 6 })).toEqual([hot.call.path]);
    expect(await asks(() => (htmlCarries('english', 'USD'), puenteStore.set(tokenAtom, 'secret-token')))).toEqual([hot.call.path]);
  });

  it('compare bodies whatever the order of their keys', () => {
    expect(stableJson({ b: 1, a: [{ d: 2, c: null }] })).toBe(stableJson({ a: [{ c: null, d: 2 }], b: 1 }));
    expect(stableJson({ a: 1 })).not.toBe(stableJson({ a: '1' }));
  });

  it('compare a page’s body with the one the html carried, whose undefined keys JSON left out', () => {
    const asked = goodsListRequest(parseGoodsSearch(new URLSearchParams('source=china&keyword=tea')));
    expect(asked.categoryId).toBeUndefined();
    expect(stableJson(asked)).toBe(stableJson(JSON.parse(JSON.stringify(asked))));
    expect(stableJson({ a: 1, b: undefined })).not.toBe(stableJson({ a: 1, b: null }));
  });
});
