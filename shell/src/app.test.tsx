import { routesOfArea } from '@puente/shared';
import { SHELL_PAGES } from './app';

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
