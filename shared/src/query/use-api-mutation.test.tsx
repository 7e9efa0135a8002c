import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { api } from '../client';
import { calls, CART_INVALID_GOODS_CODE } from '../contract';
import { puenteEvents } from '../events';
import { currencyAtom, languageAtom, tokenAtom } from '../store/atoms';
import { puenteStore } from '../store/store';
import { PuenteProviders } from '../ui/providers';
import { ToasterHost } from '../ui/notify';
import { queryClient } from './query-client';
import { useApiMutation } from './use-api-mutation';
import { useApiQuery } from './use-api-query';

type Reply = Record<string, unknown>;
let replies: Record<string, () => Reply | Promise<Reply>>;
let sent: string[];
let keys: Array<string | undefined>;

beforeEach(() => {
  puenteStore.set(tokenAtom, 'secret-token');
  puenteStore.set(currencyAtom, 'USD');
  puenteStore.set(languageAtom, 'english');
  queryClient.clear();
  replies = {};
  sent = [];
  keys = [];
  api.http.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
    sent.push(config.url!);
    keys.push(config.headers?.['Idempotency-Key'] as string | undefined);
    const reply = replies[config.url!];
    if (!reply) throw new Error(`no reply for ${config.url}`);
    return { data: await reply(), status: 200, statusText: 'OK', headers: {}, config };
  };
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <PuenteProviders>
      {children}
      <ToasterHost />
    </PuenteProviders>
  );
}

describe('useApiMutation', () => {
  it('sends a press again after a lost reply under the same action key, and a new action under a new one', async () => {
    let lose = true;
    replies[calls.trade.updateCart.path] = () => {
      if (lose) throw new Error('socket hang up');
      return { result: 1, data: { count: 1 } };
    };
    const { result } = renderHook(() => useApiMutation(calls.trade.updateCart), { wrapper });
    await act(async () => void (await result.current.run({ goodsId: 1, quantity: 2 })));
    lose = false;
    await act(async () => void (await result.current.run({ goodsId: 1, quantity: 2 })));
    // The same body pressed again after it was answered: a new action.
    await act(async () => void (await result.current.run({ goodsId: 1, quantity: 2 })));
    // Another body: a new action.
    await act(async () => void (await result.current.run({ goodsId: 1, quantity: 3 })));
    expect(keys).toHaveLength(4);
    expect(keys[1]).toBe(keys[0]);
    expect(new Set([keys[1], keys[2], keys[3]]).size).toBe(3);
  });

  it('is busy while the write is on its way, then resolves with the reply and shows the success notification', async () => {
    let answer!: (reply: Reply) => void;
    replies[calls.trade.updateCart.path] = () => new Promise<Reply>((resolve) => (answer = resolve));
    const heard: unknown[] = [];
    const { result } = renderHook(
      () =>
        useApiMutation(calls.trade.updateCart, {
          success: (reply, body) => `Added ${body.quantity}, ${reply.data.count} in the cart`,
          onSuccess: (reply) => heard.push(reply.data),
        }),
      { wrapper },
    );
    expect(result.current.busy).toBe(false);

    let done!: Promise<unknown>;
    act(() => {
      done = result.current.run({ goodsId: 7, quantity: 3 });
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    expect(screen.queryByText('Added 3, 4 in the cart')).toBeNull();

    await act(async () => {
      answer({ result: 1, data: { count: 4 } });
      await done;
    });
    await expect(done).resolves.toMatchObject({ result: 1, data: { count: 4 } });
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.error).toBeNull();
    expect(heard).toEqual([{ count: 4 }]);
    expect(await screen.findByText('Added 3, 4 in the cart')).toBeTruthy();
  });

  it('resolves undefined on a refusal, keeps the error and shows no success notification (the client already said why)', async () => {
    replies[calls.trade.removeFromCart.path] = () => ({ result: 0, info: 'The goods are no longer in your cart' });
    const toasts: string[] = [];
    const off = puenteEvents.on('toast', ({ message }) => toasts.push(message));
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useApiMutation(calls.trade.removeFromCart, { success: 'Removed from the cart', onSuccess }), { wrapper });

    let reply: unknown = 'not yet';
    await act(async () => {
      reply = await result.current.run({ goodsIds: [7] });
    });
    off();
    expect(reply).toBeUndefined();
    // The mutation's error state reaches the component on the render after the refusal settles.
    await waitFor(() => expect(result.current.error).toMatchObject({ kind: 'business', message: 'The goods are no longer in your cart' }));
    expect(result.current.busy).toBe(false);
    expect(toasts).toEqual(['The goods are no longer in your cart']);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText('Removed from the cart')).toBeNull();
    await act(() => expect(result.current.mutateAsync({ goodsIds: [7] })).rejects.toMatchObject({ kind: 'business' }));

    act(() => result.current.reset());
    await waitFor(() => expect(result.current.error).toBeNull());
  });

  it('treats the cart’s ask-to-reselect answer as no success', async () => {
    replies[calls.trade.updateCart.path] = () => ({ result: 0, code: CART_INVALID_GOODS_CODE, info: 'Please reselect' });
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useApiMutation(calls.trade.updateCart, { success: 'Added to the cart', onSuccess }), { wrapper });
    let reply: unknown;
    await act(async () => {
      reply = await result.current.run({ goodsId: 7, quantity: 1 });
    });
    expect(reply).toMatchObject({ code: CART_INVALID_GOODS_CODE });
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.queryByText('Added to the cart')).toBeNull();
  });

  it('brings shown reads the write changes up to date, and leaves the others alone (adding to the cart updates the count)', async () => {
    let count = 2;
    replies[calls.trade.myCart.path] = () => ({ result: 1, list: [], count });
    replies[calls.listGoods.path] = () => ({ result: 1, list: [], total: 0 });
    replies[calls.trade.updateCart.path] = () => {
      count += 1;
      return { result: 1, data: { count } };
    };
    const { result } = renderHook(() => ({ cart: useApiQuery(calls.trade.myCart), goods: useApiQuery(calls.listGoods, {}), add: useApiMutation(calls.trade.updateCart) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(2));
    await waitFor(() => expect(result.current.goods.status).toBe('success'));
    sent = [];

    await act(async () => {
      await result.current.add.run({ goodsId: 7, quantity: 1, add: true });
    });
    await waitFor(() => expect(result.current.cart.data?.count).toBe(3));
    expect(sent).toEqual([calls.trade.updateCart.path, calls.trade.myCart.path]);
  });
});
