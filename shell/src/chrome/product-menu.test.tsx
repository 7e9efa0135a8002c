import { act, render, screen } from '@testing-library/react';
import { addTranslations, BrowserRouter, permissionsAtom, PuenteProviders, puenteStore, tokenAtom } from '@puente/shared';
import { translations } from '../i18n';
import { ProductActions, ProductMenu } from './product-menu';

function renderMenu() {
  return render(
    <PuenteProviders>
      <BrowserRouter>
        <ProductMenu />
        <ProductActions />
      </BrowserRouter>
    </PuenteProviders>,
  );
}

beforeAll(() => addTranslations('shell', translations));

describe('permission gating in the product menu (spec section 6)', () => {
  afterEach(() =>
    act(() => {
      puenteStore.set(permissionsAtom, null);
      puenteStore.set(tokenAtom, null);
    }),
  );

  it('hides the requirement entries until permissions have loaded', () => {
    puenteStore.set(permissionsAtom, null);
    renderMenu();
    expect(screen.queryByTestId('tab-requirements')).toBeNull();
    expect(screen.queryByTestId('publish-requirement')).toBeNull();
    expect(screen.getByTestId('become-broker')).toBeTruthy();
  });

  it('shows each entry only with its permission', () => {
    puenteStore.set(tokenAtom, 'token');
    puenteStore.set(permissionsAtom, ['procurementRequirements:center']);
    const { unmount } = renderMenu();
    expect(screen.getByTestId('tab-requirements')).toBeTruthy();
    expect(screen.queryByTestId('publish-requirement')).toBeNull();
    unmount();
    act(() => puenteStore.set(permissionsAtom, ['procurementRequirements:center', 'procurementRequirements:release']));
    renderMenu();
    expect(screen.getByTestId('publish-requirement')).toBeTruthy();
  });
});
