// Prints the design system's global CSS for the shell's html (tooling/webpack.config.cjs).
import { systemCss } from '../shared/src/ui/system-css';

process.stdout.write(systemCss());
