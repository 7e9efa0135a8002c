import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { puenteEvents } from '../events';
import { tokenAtom } from '../store/atoms';
import { puenteStore } from '../store/store';
import { PuenteProviders } from './providers';
import { useLoginGate } from './session-guard';

let where = '';
function Where() {
  const location = useLocation();
  where = location.pathname + location.search;
  return null;
}

const done: string[] = [];
function AddToCart() {
  const gate = useLoginGate();
  return (
    <button type="button" onClick={() => gate() && done.push('added')}>
      Add
    </button>
  );
}

function renderAt(path: string) {
  return render(
    <PuenteProviders>
      <MemoryRouter initialEntries={[path]}>
        <Where />
        <AddToCart />
      </MemoryRouter>
    </PuenteProviders>,
  );
}

afterEach(() => {
  done.length = 0;
  act(() => puenteStore.set(tokenAtom, null));
});

it('stops a guest’s action, says to log in first, and opens the login page that brings them back', () => {
  const toasts: string[] = [];
  const off = puenteEvents.on('toast', ({ message }) => toasts.push(message));
  renderAt('/productInfo?id=3');
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  off();
  expect(done).toEqual([]);
  expect(toasts).toEqual(['Please log in first']);
  expect(where).toBe('/login?redirect=%2FproductInfo%3Fid%3D3');
});

it('lets a member’s action go on where they are', () => {
  act(() => puenteStore.set(tokenAtom, 'token'));
  renderAt('/productInfo?id=3');
  fireEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(done).toEqual(['added']);
  expect(where).toBe('/productInfo?id=3');
});
