import { render, screen } from '@testing-library/react';
import { Pager } from './pager';
import { PuenteProviders } from './providers';

it('pages a list call from its total and page size, and hides when one page holds it all', () => {
  const { rerender } = render(
    <PuenteProviders>
      <Pager page={2} total={41} size={20} onPage={() => undefined} />
    </PuenteProviders>,
  );
  expect(screen.getByTestId('pager-status').textContent).toBe('Page 2 of 3');
  rerender(
    <PuenteProviders>
      <Pager page={1} total={20} size={20} onPage={() => undefined} />
    </PuenteProviders>,
  );
  expect(screen.queryByTestId('pager')).toBeNull();
});
