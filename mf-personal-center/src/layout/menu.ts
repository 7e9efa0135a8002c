import type { User } from '@puente/shared';

export interface MenuGroup {
  key: 'overview' | 'shop' | 'orders' | 'quotations' | 'money' | 'profile';
  paths: string[];
}

/** The personal centre's menu for a user: sellers run a shop, buyers order, brokers do both sides of an order. */
export function menuFor(user: Pick<User, 'role' | 'ifBroker'> | null): MenuGroup[] {
  const seller = user?.role === 'seller';
  const broker = Boolean(user?.ifBroker);
  const buyer = !seller;
  const groups: MenuGroup[] = [{ key: 'overview', paths: ['/personalPanel'] }];
  if (seller) groups.push({ key: 'shop', paths: ['/personalProduct', '/personalProductEdit', '/personalBrand'] });
  groups.push({ key: 'orders', paths: [...(buyer ? ['/personalOrder'] : []), ...(seller || broker ? ['/personalOrderBroker'] : [])] });
  groups.push({ key: 'quotations', paths: [...(seller ? ['/personalQuotation'] : []), ...(buyer ? ['/personalQuotationMine'] : []), '/personalQuotationFile'] });
  groups.push({ key: 'money', paths: ['/personalAccount', '/personalCapitalFlow', '/personalWithdrawal', '/personalWithdrawalCopy'] });
  groups.push({ key: 'profile', paths: ['/personalInfo', '/personalBusiness', '/personalAddress', '/personalAddressBill'] });
  return groups;
}
