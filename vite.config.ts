import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { browserContracts } from './scripts/browser-contracts';
import { compactServerBuild } from './scripts/compact-server-build';
import { precompressAssets } from './scripts/precompress-assets';

/** React, React DOM and React Router: every page needs them, together, at its first touch. */
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|@react-router|scheduler)[\\/]/;
/**
 * The site's own small shared modules: the header and footer, the common components, the
 * translator, formats. Not the route modules (React Router loads each route's own), the
 * zod schemas (only forms fetch them, when first used), the route contracts (each goes with
 * the pages that call it) nor the admin's features (they stay in the dashboard's own chunks).
 */
const SITE =
  /[\\/]src[\\/](web[\\/](components|features[\\/]chrome)[\\/]|web[\\/](i18n\.tsx|page-catalogues\.ts|context\.ts)$|shared[\\/](?!schemas[\\/]|contracts[\\/]|contract\.ts$|i18n[\\/]locales[\\/]))/;

export default defineConfig({
  plugins: [browserContracts(), tailwindcss(), reactRouter(), precompressAssets(), compactServerBuild()],
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'src') } },
  build: { manifest: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Fewer, larger files for a page's first touch (issue 17): left to itself the
            // bundler cut a public page's code into 30 to 45 files, most under 1 KB, and on a
            // phone's connection (150 ms round trips, six connections) those round trips cost
            // more than their bytes: the first touch took 1.5-2.1 s under Lighthouse's mobile
            // throttling, 1.1-1.4 s in these two groups (README, Performance).
            codeSplitting: {
              groups: [
                { name: 'framework', test: FRAMEWORK, priority: 20 },
                // Bundler helpers (`\0` modules: the runtime, the preload helper) go with the site's code.
                { name: 'site', test: (id: string) => SITE.test(id) || id.startsWith('\0'), priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
