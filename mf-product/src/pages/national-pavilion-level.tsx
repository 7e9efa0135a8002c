import { Stack, useSearchParams } from '@puente/shared';
import { CountryGoods } from '../features/goods/country-goods';
import { PavilionHeader } from '../features/pavilions/pavilion-header';
import { countryOf, isPavilionCode, pageOf } from '../features/pavilions/pavilion-params';
import { PavilionListPage } from './national-pavilion';

/** /nationalPavilionlevel?code=&page=: every goods of a pavilion, paged (without a code, every pavilion). */
export function PavilionGoodsPage() {
  const [params] = useSearchParams();
  const code = countryOf(params);
  if (!isPavilionCode(code)) return <PavilionListPage />;
  return (
    <Stack py="6" gap="6" data-testid="pavilion-goods">
      <PavilionHeader code={code} />
      <CountryGoods code={code} route="nationalPavilionlevel" page={pageOf(params)} />
    </Stack>
  );
}
