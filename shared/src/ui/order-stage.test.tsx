import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ORDER_NODES, ORDER_PATHS, ORDER_STAGES, ORDER_STATUS, orderStage, orderStageName, stageNodes, TRADE_TERMS } from '../contract';
import { english } from '../contract/order-words/english';
import { OrderStageBadge, PhoneOrderCard, stageBadge } from './order-stage';
import { PuenteProviders } from './providers';

const usd = (amount: number) => ({ amount, currency: 'USD' as const, showAmount: amount, showCurrency: 'USD' as const });
const party = { id: 2, nickname: 'Shenzhen Haiqiao', companyName: null };
const order = {
  id: 7,
  orderNo: 'PU20261122000007',
  status: ORDER_STATUS.awaitingDeposit,
  node: 'configurationConfirmed' as const,
  tradeTerm: 'FOB' as const,
  total: usd(8250),
  deposit: usd(2475),
  balance: usd(5775),
  items: [
    { goodsId: 1, name: 'Haiqiao S12 smartphone, 128 GB', image: '', quantity: 50, unit: 'pieces', price: usd(150), subtotal: usd(7500) },
    { goodsId: 2, name: 'USB-C charger, 20 W', image: '', quantity: 50, unit: 'pieces', price: usd(15), subtotal: usd(750) },
  ],
  buyer: { id: 1, nickname: 'Lucía', companyName: null },
  seller: party,
  brokerId: null,
  commission: null,
  afterSales: null,
  createTime: 1_795_000_000,
  updateTime: 1_795_000_000,
};

it('names every step of every trade term, and the two ends, in the order’s words', () => {
  const actions = new Set(Object.values(ORDER_PATHS).flatMap((path) => path.slice(1).map((step) => step.action)));
  for (const action of [...actions, 'settled', 'cancelled']) expect([action, english.stage[action as keyof typeof english.stage]]).toEqual([action, expect.any(String)]);
  expect(new Set(ORDER_STAGES)).toEqual(new Set([...actions, 'settled', 'cancelled']));
  expect(english.stage.all).toEqual(expect.any(String));
  expect(stageBadge({ kind: 'cancelled', step: null })).toEqual({ stage: 'cancelled', palette: 'gray' });
  expect(stageBadge({ kind: 'settled', step: null })).toEqual({ stage: 'settled', palette: 'green' });
});

it('shows a phone order card as one link: number, first goods and how many more, the stage, whose turn and the total', () => {
  render(
    <PuenteProviders>
      <MemoryRouter>
        <PhoneOrderCard order={order as never} role="buyer" to="/mine/personalOrderDetails?id=7" />
      </MemoryRouter>
    </PuenteProviders>,
  );
  const card = screen.getByTestId('phone-order-card');
  expect(card.getAttribute('href')).toBe('/mine/personalOrderDetails?id=7');
  expect(card.textContent).toContain('PU20261122000007');
  expect(card.textContent).toContain('Haiqiao S12 smartphone, 128 GB');
  expect(card.textContent).toContain('and 1 more');
  // After the configuration is approved the buyer pays the deposit: the buyer's turn.
  expect(orderStage({ ...order, role: 'buyer' }).kind).toBe('yours');
  expect(screen.getByTestId('order-status').textContent).toBe('Awaiting deposit');
  expect(card.textContent).toContain('Your turn');
  expect(card.textContent).toContain('$8,250.00');
});

it('files an order in every state under exactly one list tab, the stage its badge names on its page and at the cashier', () => {
  for (const tradeTerm of TRADE_TERMS)
    for (const node of ORDER_NODES.filter((n) => ORDER_PATHS[tradeTerm].some((s) => s.node === n)))
      for (const status of [ORDER_PATHS[tradeTerm].find((s) => s.node === node)!.status, ORDER_STATUS.cancelled]) {
        const state = { tradeTerm, node, status };
        // The tabs the list call's stage filter (the API reads stageNodes) shows this order under.
        const tabs = ORDER_STAGES.filter((stage) =>
          stage === 'cancelled'
            ? status === ORDER_STATUS.cancelled
            : status !== ORDER_STATUS.cancelled && stageNodes(stage).some((p) => p.tradeTerm === tradeTerm && p.node === node),
        );
        expect([state, tabs]).toEqual([state, [orderStageName(state)]]);
        // The page and the cashier show the stage as this badge, whoever reads it.
        for (const role of ['buyer', 'seller'] as const) {
          const { unmount } = render(
            <PuenteProviders>
              <OrderStageBadge stage={orderStage({ ...state, role })} />
            </PuenteProviders>,
          );
          expect([state, screen.getByTestId('order-status').textContent]).toEqual([state, english.stage[tabs[0]!]]);
          unmount();
        }
      }
});
