import { bootstrap, mount } from './app';

/**
 * Running this remote's own dev server (pnpm --filter <remote> dev) mounts the area on its
 * own page, without the shell's chrome, so its team can work on it alone.
 */
void bootstrap({}).then(() => mount({}));
