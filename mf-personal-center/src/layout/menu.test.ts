import { menuFor } from './menu';

const paths = (user: Parameters<typeof menuFor>[0]) => menuFor(user).flatMap((g) => g.paths);

describe('the personal centre menu fits the role', () => {
  it('gives sellers their shop, sales orders and received quotations', () => {
    const seller = paths({ role: 'seller', ifBroker: false });
    expect(seller).toEqual(expect.arrayContaining(['/personalProduct', '/personalProductEdit', '/personalBrand', '/personalOrderBroker', '/personalQuotation']));
    expect(seller).not.toContain('/personalOrder');
    expect(seller).not.toContain('/personalQuotationMine');
  });

  it('gives buyers their orders and quotation requests, without a shop', () => {
    const buyer = paths({ role: 'buyer', ifBroker: false });
    expect(buyer).toEqual(expect.arrayContaining(['/personalOrder', '/personalQuotationMine']));
    expect(buyer).not.toContain('/personalProduct');
    expect(buyer).not.toContain('/personalOrderBroker');
  });

  it('gives brokers both sides of an order', () => {
    expect(paths({ role: 'buyer', ifBroker: true })).toEqual(expect.arrayContaining(['/personalOrder', '/personalOrderBroker']));
  });

  it('gives everyone money and profile pages', () => {
    for (const user of [{ role: 'buyer' as const, ifBroker: false }, { role: 'seller' as const, ifBroker: false }, null]) {
      expect(paths(user)).toEqual(expect.arrayContaining(['/personalPanel', '/personalAccount', '/personalCapitalFlow', '/personalWithdrawal', '/personalWithdrawalCopy', '/personalInfo', '/personalBusiness', '/personalAddress', '/personalAddressBill']));
    }
  });
});
