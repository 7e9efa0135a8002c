/*
 * The landed-cost estimate's screens, for every remote that shows one: the product area (product
 * page, cart, order submission, a quotation's answer) and the personal centre (an order's
 * estimate). Each remote bundles its own copy; the strings are the `landed` namespace, downloaded
 * in the reader's language only when an estimate is shown.
 */
export type { LandedEstimate, LandedLine } from './types';
export { datesOf, EstimateNotes, EstimateView, firstTerm, LandedLines, lineName, moneyOf, portName, ShipmentNote, TERM_COVERS, termIn, TermPrices } from './landed-breakdown';
export { LANDED_NAMESPACE, loadLandedStrings, useLandedT } from './landed-strings';
