import { href, type RouteNameIn } from '@puente/shared';
import { menuFor } from './menu';

const paths = (user: Parameters<typeof menuFor>[0]) => menuFor(user).flatMap((g) => g.paths);
const to = (...names: RouteNameIn<'personal'>[]) => names.map((name) => href(name));

describe('the personal centre menu fits the role', () => {
  it('gives sellers their shop, sales orders and received quotations', () => {
    const seller = paths({ role: 'seller', ifBroker: false });
    expect(seller).toEqual(expect.arrayContaining(to('personalProduct', 'personalProductEdit', 'personalBrand', 'personalOrderBroker', 'personalQuotation')));
    expect(seller).not.toContain(href('personalOrder'));
    expect(seller).not.toContain(href('personalQuotationMine'));
  });

  it('gives buyers their orders and quotation requests, without a shop', () => {
    const buyer = paths({ role: 'buyer', ifBroker: false });
    expect(buyer).toEqual(expect.arrayContaining(to('personalOrder', 'personalQuotationMine')));
    expect(buyer).not.toContain(href('personalProduct'));
    expect(buyer).not.toContain(href('personalOrderBroker'));
  });

  it('gives brokers both sides of an order', () => {
    expect(paths({ role: 'buyer', ifBroker: true })).toEqual(expect.arrayContaining(to('personalOrder', 'personalOrderBroker')));
  });

  it('gives everyone money and profile pages', () => {
    for (const user of [{ role: 'buyer' as const, ifBroker: false }, { role: 'seller' as const, ifBroker: false }, null]) {
      expect(paths(user)).toEqual(
        expect.arrayContaining(
          to(
            'personalPanel',
            'personalAccount',
            'personalCapitalFlow',
            'personalWithdrawal',
            'personalWithdrawalCopy',
            'personalInfo',
            'personalBusiness',
            'personalAddress',
            'personalAddressBill',
          ),
        ),
      );
    }
  });
});
