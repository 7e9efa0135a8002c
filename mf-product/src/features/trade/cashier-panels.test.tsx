import { act, screen, waitFor } from '@testing-library/react';
import {
  api,
  i18n,
  languageAtom,
  ORDER_NODES,
  ORDER_PATHS,
  ORDER_STAGES,
  ORDER_STATUS,
  OrderStageTabs,
  puenteStore,
  queryClient,
  stageNodes,
  TRADE_TERMS,
  type OrderNode,
  type TradeTerm,
} from '@puente/shared';
import { addProductStrings, renderPage } from '../test-support';
import { CashierOrder } from './cashier-panels';

const usd = (amount: number) => ({ amount, currency: 'USD' as const, showAmount: amount, showCurrency: 'USD' as const });

function order(tradeTerm: TradeTerm, node: OrderNode, status: number) {
  return { id: 7, orderNo: 'PU20261122000007', tradeTerm, node, status, role: 'buyer', total: usd(8250), deposit: usd(2475), balance: usd(5775) };
}

/** Answers the order counts with one order at `stage`, in Spanish. */
function countsWith(stage: string) {
  addProductStrings();
  queryClient.clear();
  act(() => {
    puenteStore.set(languageAtom, 'spanish');
    void i18n.changeLanguage('spanish');
  });
  const reply = { result: 1, data: { byStatus: {}, byStage: { [stage]: 1 }, total: 1 } };
  api.http.defaults.adapter = (async (config: { url?: string }) => ({
    data: reply,
    status: 200,
    statusText: 'OK',
    headers: {},
    config,
  })) as unknown as typeof api.http.defaults.adapter;
}

it.each(TRADE_TERMS)('names the stage of an order it collects for as the list tab it is filed under, in every state of %s', async (tradeTerm) => {
  for (const node of ORDER_NODES.filter((n) => ORDER_PATHS[tradeTerm].some((s) => s.node === n)))
    for (const status of [ORDER_PATHS[tradeTerm].find((s) => s.node === node)!.status, ORDER_STATUS.cancelled]) {
      // The tab the list call files the order under (the API reads the same stageNodes).
      const [stage, ...more] = ORDER_STAGES.filter((s) =>
        s === 'cancelled' ? status === ORDER_STATUS.cancelled : status !== ORDER_STATUS.cancelled && stageNodes(s).some((p) => p.tradeTerm === tradeTerm && p.node === node),
      );
      expect(more).toEqual([]);
      countsWith(stage!);
      const { unmount } = renderPage(
        <>
          <OrderStageTabs side="buyer" value="all" onChange={() => undefined} />
          <CashierOrder order={order(tradeTerm, node, status) as never} />
        </>,
      );
      const tab = await screen.findByTestId(`stage-tab-${stage}`);
      await waitFor(() => expect(tab.textContent).toMatch(/\(1\)$/));
      expect([tradeTerm, node, status, tab.textContent]).toEqual([tradeTerm, node, status, `${screen.getByTestId('cashier-status').textContent} (1)`]);
      unmount();
    }
});

it('says the goods are being prepared once the deposit is paid, as the order page and the list do', () => {
  countsWith('prepareStock');
  renderPage(<CashierOrder order={order('FOB', 'depositPaid', ORDER_STATUS.awaitingBalance) as never} />);
  expect(screen.getByTestId('cashier-status').textContent).toBe('Preparando la mercancía');
});
