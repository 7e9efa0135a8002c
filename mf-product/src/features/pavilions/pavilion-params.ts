// The pavilion pages' addresses, read as the contract reads them for the server's first calls.
export { isPavilionCode, pavilionCodeOf as countryOf, pavilionPageOf as pageOf } from '@puente/shared';
