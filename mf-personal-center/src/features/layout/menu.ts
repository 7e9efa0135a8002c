import { href, type User } from '@puente/shared';

export interface MenuGroup {
  key: 'overview' | 'shop' | 'orders' | 'quotations' | 'money' | 'profile';
  paths: string[];
}

/** The personal centre's menu for a user: sellers run a shop, buyers order, brokers do both sides of an order. */
export function menuFor(user: Pick<User, 'role' | 'ifBroker'> | null): MenuGroup[] {
  const seller = user?.role === 'seller';
  const broker = Boolean(user?.ifBroker);
  const buyer = !seller;
  const groups: MenuGroup[] = [{ key: 'overview', paths: [href('personalPanel')] }];
  if (seller) groups.push({ key: 'shop', paths: [href('personalProduct'), href('personalProductEdit'), href('personalBrand')] });
  groups.push({ key: 'orders', paths: [...(buyer ? [href('personalOrder')] : []), ...(seller || broker ? [href('personalOrderBroker')] : [])] });
  groups.push({ key: 'quotations', paths: [...(seller ? [href('personalQuotation')] : []), ...(buyer ? [href('personalQuotationMine')] : []), href('personalQuotationFile')] });
  groups.push({ key: 'money', paths: [href('personalAccount'), href('personalCapitalFlow'), href('personalWithdrawal'), href('personalWithdrawalCopy')] });
  groups.push({ key: 'profile', paths: [href('personalInfo'), href('personalBusiness'), href('personalAddress'), href('personalAddressBill')] });
  return groups;
}
