import { useSearchParams } from '@puente/shared';

/** A positive integer query parameter (an id), or null when absent or malformed. */
export function useIdParam(name = 'id'): number | null {
  const [params] = useSearchParams();
  const value = Number(params.get(name));
  return Number.isInteger(value) && value > 0 ? value : null;
}
