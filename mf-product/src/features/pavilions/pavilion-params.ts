/** The country a pavilion page shows (`code`, or `countryCode` from older links), upper-cased. */
export const countryOf = (params: URLSearchParams) => (params.get('code') ?? params.get('countryCode') ?? '').toUpperCase();

/** The page of a paged list (1 when absent or malformed). */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page')) || 1);

/** A two-letter country code, as pavilions are keyed. */
export const isPavilionCode = (code: string) => /^[A-Z]{2}$/.test(code);
