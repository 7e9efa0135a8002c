import type { calls, CallReply } from '@puente/shared';

/** A landed-cost estimate as the API gives it (`trade.landedEstimate`, `trade.quotationLandedEstimate`): major units of the reader's currency. */
export type LandedEstimate = CallReply<typeof calls.trade.landedEstimate>['data'];
export type LandedLine = LandedEstimate['lines'][number];
