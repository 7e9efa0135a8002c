import { detectDevice } from './device';

it('tells mobile from desktop by the browser and the screen width', () => {
  expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 1200)).toBe('mobile');
  expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 1280)).toBe('desktop');
  expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0', 600)).toBe('mobile');
});
