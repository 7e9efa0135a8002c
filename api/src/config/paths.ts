import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder, from where this code runs: this module is api/src/config/paths.ts when
 * the server runs from source (`pnpm dev`, Jest, the scripts), and part of api/dist/server.js once
 * built (api/build.mjs), whatever folder the process was started in.
 */
const HERE = path.dirname(fileURLToPath(import.meta.url));
export const API_ROOT = path.basename(HERE) === 'dist' ? path.dirname(HERE) : path.resolve(HERE, '..', '..');

/** The workspace that holds the API: the web apps' builds (`<app>/dist`) and the releases the server serves. */
export const WORKSPACE_ROOT = path.dirname(API_ROOT);

/**
 * The site's content files, read at run time and editable without code: the service and technology
 * pages (`site-pages/`, loaded at every start), the search's synonyms, intents and country adjectives.
 * The demo's own content is the seed's (api/seed/content/).
 */
export const CONTENT_DIR = path.join(API_ROOT, 'content');
