import { AxiosError, AxiosHeaders, type AxiosRequestConfig } from 'axios';
import { calls, createEventBus, REQUEST_TIMEOUT_MS, type PuenteEvents } from '../contract';
import { queryClient } from '../query/query-client';
import { currencyAtom, languageAtom, permissionsAtom, tokenAtom, userAtom, visitModeAtom } from '../store/atoms';
import { puenteStore } from '../store/store';
import { ApiError, createApiClient } from './api-client';

function setup(reply: unknown | Error) {
  const events = createEventBus();
  const heard: Array<[keyof PuenteEvents, unknown]> = [];
  for (const name of ['toast', 'navigate'] as const) events.on(name, (payload) => heard.push([name, payload]));
  const client = createApiClient(puenteStore, events);
  const sent: AxiosRequestConfig[] = [];
  client.http.defaults.adapter = async (config) => {
    sent.push(config);
    if (reply instanceof Error) throw reply;
    return { data: reply, status: 200, statusText: 'OK', headers: {}, config };
  };
  return { client, heard, sent };
}

beforeEach(() => {
  puenteStore.set(tokenAtom, 'secret-token');
  puenteStore.set(userAtom, {
    id: 1,
    head: '',
    nickname: 'Ana',
    authority: '',
    ifBroker: false,
    phone: '1',
    username: null,
    role: 'buyer',
    countryCode: 'BR',
    companyName: null,
    infoComplete: true,
    email: '',
  });
  puenteStore.set(permissionsAtom, ['procurementRequirements:center']);
  puenteStore.set(currencyAtom, 'BRL');
  puenteStore.set(languageAtom, 'portuguese');
  puenteStore.set(visitModeAtom, 'technology');
});

describe('the API client (spec sections 7 and 8)', () => {
  it('POSTs with the token as a Bearer header (never in the address) and the preferences in the body', async () => {
    const { client, sent } = setup({ result: 1, user: { nickname: 'Ana' } });
    const reply = await client.call(calls.getUserInfo, {});
    expect(reply.result).toBe(1);
    expect(sent[0]!.method).toBe('post');
    expect(sent[0]!.url).toBe('/api/zlkjUser/getUserInfo.json');
    expect(sent[0]!.headers?.Authorization).toBe('Bearer secret-token');
    expect(sent[0]!.params).toBeUndefined();
    expect(JSON.parse(sent[0]!.data as string)).toEqual({ showCurrency: 'BRL', showLanguage: 'portuguese' });
    expect(sent[0]!.timeout).toBe(REQUEST_TIMEOUT_MS);
  });

  it('sends signed-in calls with an Idempotency-Key: a new one per call, or the action key it is given', async () => {
    const { client, sent } = setup({ result: 1, data: { count: 1 } });
    await client.call(calls.trade.updateCart, { goodsId: 1, quantity: 2 });
    await client.call(calls.trade.updateCart, { goodsId: 1, quantity: 2 });
    await client.call(calls.trade.updateCart, { goodsId: 1, quantity: 2 }, { idempotencyKey: 'action-key-0001' });
    const keys = sent.map((config) => config.headers?.['Idempotency-Key'] as string);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).toBe('action-key-0001');
    puenteStore.set(tokenAtom, null);
    await client.call(calls.platformStatus, {});
    expect(sent[3]!.headers?.['Idempotency-Key']).toBeUndefined();
  });

  it('reads the envelope of a 503 (the API away for a moment) as a network failure with its sentence', async () => {
    const { client, heard } = setup(
      new AxiosError('unavailable', 'ERR_BAD_RESPONSE', undefined, undefined, {
        data: { result: 0, info: 'O Puente está indisponível por um instante.', code: 'server.unavailable' },
        status: 503,
        statusText: 'Service Unavailable',
        headers: {},
        config: { headers: new AxiosHeaders() },
      }),
    );
    await expect(client.call(calls.trade.updateCart, { goodsId: 1, quantity: 2 })).rejects.toMatchObject({
      kind: 'network',
      message: 'O Puente está indisponível por um instante.',
      code: 'server.unavailable',
    });
    expect(heard).toContainEqual(['toast', { type: 'error', message: 'O Puente está indisponível por um instante.' }]);
  });

  it('appends the preferences to upload forms', async () => {
    const { client, sent } = setup({ result: 1, url: '/uploads/a.png' });
    const form = new FormData();
    form.append('file', new Blob(['x']), 'a.png');
    await client.upload(calls.getUserInfo, form);
    const body = sent[0]!.data as FormData;
    expect(body.get('showCurrency')).toBe('BRL');
    expect(body.get('showLanguage')).toBe('portuguese');
  });

  it('on result 2 warns "please log in first", clears the session and goes to the mode’s landing page', async () => {
    const { client, heard } = setup({ result: 2 });
    await expect(client.call(calls.getUserInfo, {})).rejects.toMatchObject({ kind: 'notLoggedIn' });
    expect(puenteStore.get(tokenAtom)).toBeNull();
    expect(puenteStore.get(userAtom)).toBeNull();
    expect(puenteStore.get(permissionsAtom)).toBeNull();
    expect(heard).toContainEqual(['toast', { type: 'warning', message: 'Faça login primeiro' }]);
    expect(heard).toContainEqual(['navigate', { to: '/technologyTrading', replace: true }]);
  });

  it('shows the server’s info on other results and fails the call', async () => {
    const { client, heard } = setup({ result: 0, info: 'Senha errada' });
    await expect(client.call(calls.getUserInfo, {})).rejects.toBeInstanceOf(ApiError);
    expect(heard).toEqual([['toast', { type: 'error', message: 'Senha errada' }]]);
  });

  it('says "request failed" when the server gives no info', async () => {
    const { client, heard } = setup({ result: 5 });
    await expect(client.call(calls.getUserInfo, {})).rejects.toMatchObject({ kind: 'business', result: 5 });
    expect(heard).toEqual([['toast', { type: 'error', message: 'A solicitação falhou' }]]);
  });

  it('passes the cart’s ask-to-reselect answer through without a toast', async () => {
    const { client, heard } = setup({ result: 0, code: 'cart.invalidGoods', info: 'Reselecione' });
    await expect(client.call(calls.getUserInfo, {})).resolves.toMatchObject({ code: 'cart.invalidGoods', info: 'Reselecione' });
    expect(heard).toEqual([]);
  });

  it('leaves a quiet call’s refusal to the page that asked', async () => {
    const { client, heard } = setup({ result: 0, code: 'landedCost.shippingUnknown', info: 'Sem código SH' });
    await expect(client.call(calls.getUserInfo, {}, { quiet: true })).rejects.toMatchObject({ kind: 'business', code: 'landedCost.shippingUnknown', message: 'Sem código SH' });
    expect(heard).toEqual([]);
  });

  it('only logs network errors', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, heard } = setup(new Error('socket hang up'));
    await expect(client.call(calls.getUserInfo, {})).rejects.toMatchObject({ kind: 'network' });
    expect(heard).toEqual([]);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('sends no token when signed out', async () => {
    puenteStore.set(tokenAtom, null);
    const { client, sent } = setup({ result: 1, list: [] });
    await client.call(calls.listSiteVars, { siteid: 1 });
    expect(sent[0]!.headers?.Authorization).toBeUndefined();
    expect(sent[0]!.params).toBeUndefined();
  });

  it('makes stale, in the one shared cache, what a write call changes (adding to the cart stales the cart)', async () => {
    queryClient.setQueryData([calls.trade.myCart.path, {}, 'USD', 'english', true], { result: 1, list: [], count: 0 });
    queryClient.setQueryData([calls.listGoods.path, {}, 'USD', 'english', true], { result: 1, list: [], total: 0 });
    const { client } = setup({ result: 1, data: { count: 1 } });
    await client.call(calls.trade.updateCart, { goodsId: 7, quantity: 10 });
    await Promise.resolve();
    expect(queryClient.getQueryState([calls.trade.myCart.path, {}, 'USD', 'english', true])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState([calls.listGoods.path, {}, 'USD', 'english', true])?.isInvalidated).toBe(false);
  });

  it('empties the cache when the session changes', () => {
    queryClient.setQueryData([calls.trade.myCart.path, {}, 'USD', 'english', true], { result: 1, list: [], count: 3 });
    puenteStore.set(tokenAtom, 'another-token');
    expect(queryClient.getQueryData([calls.trade.myCart.path, {}, 'USD', 'english', true])).toBeUndefined();
  });
});
