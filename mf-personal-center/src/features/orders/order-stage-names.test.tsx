import { screen, waitFor } from '@testing-library/react';
import { ORDER_NODES, ORDER_PATHS, ORDER_STAGES, ORDER_STATUS, OrderStageTabs, stageNodes, TRADE_TERMS, type OrderNode, type TradeTerm } from '@puente/shared';
import { fakeApi, renderPage } from '../test-support';
import { OrderView } from './order-view';

const usd = (amount: number) => ({ amount, currency: 'USD' as const, showAmount: amount, showCurrency: 'USD' as const });
const party = { id: 2, nickname: 'Shenzhen Haiqiao', companyName: null };

/** An order's details as the API sends them, in one state. */
function details(tradeTerm: TradeTerm, node: OrderNode, status: number) {
  const path = ORDER_PATHS[tradeTerm];
  const at = path.findIndex((s) => s.node === node);
  return {
    id: 7,
    orderNo: 'PU20261122000007',
    status,
    node,
    tradeTerm,
    total: usd(8250),
    deposit: usd(2475),
    balance: usd(5775),
    items: [],
    buyer: { id: 1, nickname: 'Lucía', companyName: null },
    seller: party,
    brokerId: null,
    commission: null,
    afterSales: null,
    createTime: 1_795_000_000,
    updateTime: 1_795_000_000,
    role: 'buyer' as const,
    actions: [],
    nodes: path.map((s, i) => ({ node: s.node, role: s.role, done: i <= at, current: i === at + 1, time: i <= at ? 1_795_000_000 : null })),
    timeline: [],
    configuration: null,
    shippingAddress: null,
    billingAddress: null,
    logisticsProvider: 'freightCarrier',
    logistics: { carrier: '', trackingNumber: '', vessel: '', eta: '', note: '' },
    customs: { declarationNumber: '', note: '' },
    insurance: { policyNumber: '', insurer: '' },
    remark: '',
    payments: [],
  };
}

/** The list tab the list call files an order under: the stage whose filter (the API reads stageNodes) matches it. */
function filedUnder(tradeTerm: TradeTerm, node: OrderNode, status: number) {
  return ORDER_STAGES.filter((stage) =>
    stage === 'cancelled' ? status === ORDER_STATUS.cancelled : status !== ORDER_STATUS.cancelled && stageNodes(stage).some((p) => p.tradeTerm === tradeTerm && p.node === node),
  );
}

it.each(TRADE_TERMS)('names an order’s stage on its page as the list tab it is filed under, in every state of %s', async (tradeTerm) => {
  // One order at every stage: every tab shows.
  fakeApi(
    { '/api/shopOrder/orderDataStatistics': { result: 1, data: { byStatus: {}, byStage: Object.fromEntries(ORDER_STAGES.map((s) => [s, 1])), total: ORDER_STAGES.length } } },
    { language: 'spanish' },
  );
  renderPage(<OrderStageTabs side="buyer" value="all" onChange={() => undefined} />);
  await waitFor(() => expect(screen.getByTestId('stage-tab-all').textContent).toMatch(/\(\d+\)$/));
  for (const node of ORDER_NODES.filter((n) => ORDER_PATHS[tradeTerm].some((s) => s.node === n)))
    for (const status of [ORDER_PATHS[tradeTerm].find((s) => s.node === node)!.status, ORDER_STATUS.cancelled]) {
      const tabs = filedUnder(tradeTerm, node, status);
      expect(tabs).toHaveLength(1);
      const tab = screen.getByTestId(`stage-tab-${tabs[0]!}`).textContent;
      const { unmount } = renderPage(<OrderView order={details(tradeTerm, node, status)} side="buyer" />);
      const page = screen.getByTestId('details-status').textContent;
      expect([tradeTerm, node, status, tab]).toEqual([tradeTerm, node, status, `${page} (1)`]);
      unmount();
    }
});

it('files the order whose deposit is paid under “Preparando la mercancía”, as its page says, not under the balance', async () => {
  fakeApi({ '/api/shopOrder/orderDataStatistics': { result: 1, data: { byStatus: { 2: 1 }, byStage: { prepareStock: 1 }, total: 1 } } }, { language: 'spanish' });
  renderPage(
    <>
      <OrderStageTabs side="buyer" value="all" onChange={() => undefined} />
      <OrderView order={details('FOB', 'depositPaid', ORDER_STATUS.awaitingBalance)} side="buyer" />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('stage-tab-prepareStock').textContent).toBe('Preparando la mercancía (1)'));
  expect(screen.getByTestId('details-status').textContent).toBe('Preparando la mercancía');
  expect(screen.queryByText(/Pendiente de saldo/)).toBeNull();
});
