import { render, screen } from '@testing-library/react';
import { BrowserRouter, PuenteProviders, Route, Routes, routesOfArea } from '@puente/shared';
import type { ComponentType } from 'react';
import { SHELL_MOBILE_PAGES, SHELL_PAGES } from './app';

describe('the shell’s router', () => {
  it('has a page for every shell route of the catalogue, and for no other', () => {
    expect(Object.keys(SHELL_PAGES).sort()).toEqual(
      routesOfArea('shell')
        .map((route) => route.name)
        .sort(),
    );
  });

  it('shares one page between routes that show the same thing, so moving between them keeps it', () => {
    expect(SHELL_PAGES.root).toBe(SHELL_PAGES.login);
    expect(SHELL_PAGES.contactUs).toBe(SHELL_PAGES.contactInformation);
  });

  it('asks for a session on the messages only', () => {
    expect(
      routesOfArea('shell')
        .filter((route) => route.auth)
        .map((route) => route.name),
    ).toEqual(['message', 'messageDetails']);
  });
});

it('sends a phone visitor at / to the shop, a guest too: the login stays at /login', () => {
  const Root = SHELL_MOBILE_PAGES.root as ComponentType;
  window.history.replaceState(null, '', '/');
  render(
    <PuenteProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Root />} />
          <Route path="/product" element={<p>the shop</p>} />
        </Routes>
      </BrowserRouter>
    </PuenteProviders>,
  );
  expect(screen.getByText('the shop')).toBeTruthy();
  expect(window.location.pathname).toBe('/product');
});
