import * as auth from './calls/auth';
import * as catalogue from './calls/catalogue';
import * as community from './calls/community';
import * as enquiries from './calls/enquiries';
import * as ops from './calls/operator';
import * as trade from './calls/trade';

/**
 * The client cache's rules, beside the calls they are about. A read call's reply is cached under
 * its key (the call's path, then its body); a write call makes stale the read calls it changes,
 * in every app at once, because all apps share one cache.
 */
export type CallKey = readonly [path: string, body: unknown];

/** The cache key of a call with a body; the path alone (`[path]`) matches every body of that call. */
export function callKey(call: { path: string }, body?: unknown): CallKey {
  return [call.path, body ?? {}];
}

type Call = { path: string };

const ORDER_READS = [trade.orderDetails, trade.listBuyerOrders, trade.listAgentOrders, trade.orderStatistics, trade.unreadMessageCount, trade.listMessages];
const MONEY_READS = [trade.revenueStatistics, trade.listRevenueRecords, trade.listCapitalFlow, trade.listWithdrawals];
const ORDER_TRANSITIONS = [
  trade.confirmOrder,
  trade.cancelOrder,
  trade.configureOrder,
  trade.confirmConfiguration,
  trade.prepareStock,
  trade.declareCustoms,
  trade.confirmCustomsDeclaration,
  trade.shipDomestic,
  trade.submitInsurance,
  trade.shipOverseas,
  trade.confirmArrival,
  trade.pickUpOrder,
  trade.completeOrder,
  trade.applySettlement,
  trade.requestAfterSales,
  trade.reviewAfterSales,
  trade.requestArbitration,
  trade.enterLogisticsInfo,
];
const GOODS_READS = [
  catalogue.myGoodsList,
  catalogue.myGoodsDetails,
  catalogue.listGoods,
  catalogue.goodsDetails,
  catalogue.hotGoods,
  catalogue.similarGoods,
  catalogue.nationalPavilionGoods,
  catalogue.suggestGoods,
  catalogue.goodsHsCodes,
];
const BRAND_READS = [catalogue.listBrands, catalogue.listBrandsForGoodsEdit, catalogue.brandDetails, catalogue.listFactoryInspections, catalogue.factoryInspectionDetails];
const USER_READS = [auth.getUserInfo, auth.getUserRole];

const rules: Array<[writes: Call[], reads: Call[]]> = [
  [[trade.updateCart, trade.removeFromCart], [trade.myCart]],
  [
    [trade.createOrder, trade.createShopOrder],
    [trade.myCart, ...ORDER_READS],
  ],
  [ORDER_TRANSITIONS, ORDER_READS],
  // Settling pays the seller (and the broker) out of escrow; cancelling and an accepted after-sales refund the buyer from it.
  [[trade.applySettlement, trade.cancelOrder, trade.reviewAfterSales], MONEY_READS],
  [
    [trade.startPayment, trade.completePayment],
    [...ORDER_READS, ...MONEY_READS],
  ],
  [[trade.readMessages], [trade.unreadMessageCount, trade.listMessages, trade.messageDetails]],
  [[trade.applyWithdrawal], MONEY_READS],
  [[trade.saveReceivingAccount, trade.deleteReceivingAccount, trade.openVirtualAccount], [trade.listReceivingAccounts]],
  [[trade.pingpongMerchant], [trade.pingpongRegistered, trade.pingpongDetails]],
  [
    [trade.saveAddress, trade.deleteAddress],
    [trade.listAddresses, trade.getAddress],
  ],
  [[trade.saveQuotationRequest], [trade.listSubmittedQuotations, trade.buyerQuotationViewCount, trade.sellerQuotationViewCount]],
  [[trade.uploadQuotationFile], [trade.listReceivedQuotations, trade.listSubmittedQuotations, trade.quotationDetails, trade.buyerQuotationViewCount]],
  [[catalogue.saveGoods, catalogue.deleteGoods, catalogue.updateGoodsPutaway], GOODS_READS],
  [[catalogue.saveBrand, catalogue.deleteBrand, catalogue.updateBrandPutaway, catalogue.saveFactoryInspection, catalogue.deleteFactoryInspection], BRAND_READS],
  [
    [community.saveRequirement, community.withdrawRequirement],
    [community.myRequirements, community.listRequirements, community.requirementDetails, community.requirementHome],
  ],
  [[community.applyForBroker, community.savePersonalInformation, auth.improveInfoForReg], USER_READS],
  [[community.saveBusinessInformation], [community.getBusinessInformation]],
  [[enquiries.sendEnquiry], [enquiries.listMyEnquiries]],
  // The operators' console: a decision leaves its queue and changes what buyers, sellers and members read.
  [[ops.decideReview], [ops.reviewQueue, ops.reviewDetails, ops.overview, ...GOODS_READS, ...BRAND_READS]],
  [[ops.decideBrokerApplication], [ops.brokerApplications, ops.overview]],
  [
    [ops.settleOrder, ops.arbitrateOrder],
    [ops.platformOrders, ops.platformOrderDetails, ops.overview, ...ORDER_READS, ...MONEY_READS],
  ],
  [[ops.setRate], [ops.listRates, ...GOODS_READS]],
  [[ops.setFreightRate], [ops.listFreightRates, ops.freightRateHistory]],
  [
    [ops.replyInbox, ops.closeInbox],
    [ops.inbox, ops.overview, enquiries.listMyEnquiries],
  ],
  [[ops.setUserDisabled], [ops.findUsers, ops.userDetails]],
];

/** Write call path → the read call paths it makes stale. */
export const INVALIDATES: Readonly<Record<string, readonly string[]>> = (() => {
  const map: Record<string, Set<string>> = {};
  for (const [writes, reads] of rules) for (const write of writes) for (const read of reads) (map[write.path] ??= new Set()).add(read.path);
  return Object.fromEntries(Object.entries(map).map(([path, paths]) => [path, [...paths]]));
})();

/** The read calls a write call makes stale (none for reads and for calls that change nothing cached). */
export function staleAfter(call: Call): readonly string[] {
  return INVALIDATES[call.path] ?? [];
}
