import { calls, DESTINATION_PORTS, isDestinationCountry, isSignedInAtom, useApiQuery, type DestinationCountry } from '@puente/shared';
import { atom, useAtom, useAtomValue } from 'jotai';

const STORAGE_KEY = 'puente.landedCountry';

function readChoice(): DestinationCountry | null {
  try {
    const raw = typeof window === 'undefined' ? null : window.localStorage.getItem(STORAGE_KEY);
    return isDestinationCountry(raw) ? raw : null;
  } catch {
    // Storage can be refused (private modes): the choice then lasts as long as the page.
    return null;
  }
}

const choiceBaseAtom = atom<DestinationCountry | null>(readChoice());
choiceBaseAtom.debugPrivate = true;

/** The destination country the reader picked for estimates, kept on this device for their next visit (null forgets it). */
export const landedCountryAtom = atom(
  (get) => get(choiceBaseAtom),
  (_get, set, country: DestinationCountry | null) => {
    set(choiceBaseAtom, country);
    try {
      if (country) window.localStorage.setItem(STORAGE_KEY, country);
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // A refused storage only forgets the choice on the next visit.
    }
  },
);
landedCountryAtom.debugLabel = 'landedCountryAtom';

/** The destination countries Puente estimates for, in the contract's order. */
export const DESTINATION_COUNTRIES = Object.keys(DESTINATION_PORTS) as DestinationCountry[];

/**
 * Where the reader's estimates go: the country they picked, else a signed-in buyer's default
 * shipping address's when Puente estimates for it, else none yet (the page offers the picker).
 */
export function useDestination(): { country: DestinationCountry | null; choose: (country: DestinationCountry) => void; settled: boolean } {
  const [chosen, choose] = useAtom(landedCountryAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const addresses = useApiQuery(calls.trade.listAddresses, { kind: 'shipping' }, { enabled: signedIn && chosen === null });
  const fromAddress = addresses.data?.list?.find((address) => address.isDefault)?.countryCode ?? null;
  const country = chosen ?? (isDestinationCountry(fromAddress) ? fromAddress : null);
  // Until a signed-in buyer's addresses are in, the picker would flash before their country.
  const settled = chosen !== null || !signedIn || addresses.status !== 'loading';
  return { country, choose, settled };
}

/** A country's ports of entry, its main port first. */
export const portsOf = (country: DestinationCountry) => DESTINATION_PORTS[country];
