import { resolve } from 'node:path';

/**
 * The api package folder. This file sits one level below it both as source (src/paths.ts)
 * and when built (dist/paths.js), so the same relative step works in tests, tsx and node.
 */
export const packageRoot = resolve(import.meta.dirname, '..');

/** The monorepo root, one level above the package. */
export const repoRoot = resolve(packageRoot, '..');

/** Default content folder: <repo>/content. */
export const defaultContentDir = resolve(repoRoot, 'content');

/** Default data folder for the embedded database: <repo>/.data (git-ignored). */
export const defaultDataDir = resolve(repoRoot, '.data');
