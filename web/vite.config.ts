// Build and dev-server configuration of the web app.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { withCompileHint } from './build-tools/compile-hint';
import { writeBrotliSiblings } from './build-tools/precompress';

/**
 * Where the API listens in development (override with API_PROXY_TARGET); the browser only ever
 * talks to its own origin.
 */
const apiOrigin = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const apiProxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/uploads': { target: apiOrigin, changeOrigin: true },
};

/**
 * InstantSearch's routing falls back on the library's history router (with the qs library) when
 * none is given; the results page always gives its own, so the browser build leaves it out.
 */
function withoutInstantSearchHistoryRouter(): Plugin {
  const standIn = fileURLToPath(new URL('src/features/venues/search/no-history-router.ts', import.meta.url));
  return {
    name: 'venue-finder:without-instantsearch-history-router',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromRouting = importer?.includes('/instantsearch.js/es/middlewares/createRouterMiddleware');
      return source === '../lib/routers/history.js' && fromRouting ? standIn : null;
    },
  };
}

/**
 * Every large browser chunk begins with V8's compile hint (build-tools/compile-hint.ts): written
 * once the chunks are final — minification would drop a comment, and Vite adds its own first
 * line to the chunks that import others on demand. The files' names are hashed before it: a
 * comment that depends only on the rest of the file, it changes no name's meaning.
 */
function compileHint(): Plugin {
  return {
    name: 'venue-finder:compile-hint',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk') output.code = withCompileHint(output.code);
        }
      },
    },
  };
}

/** The browser's files, each with a brotli-compressed copy beside it (build-tools/precompress.ts). */
function brotliSiblings(): Plugin {
  return {
    name: 'venue-finder:brotli-siblings',
    apply: 'build',
    async writeBundle({ dir }, bundle) {
      if (!dir) return;
      const files = Object.values(bundle).map((output) => ({
        fileName: output.fileName,
        contents: output.type === 'chunk' ? output.code : output.source,
      }));
      await writeBrotliSiblings(dir, files);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), withoutInstantSearchHistoryRouter(), ...(isSsrBuild ? [] : [compileHint(), brotliSiblings()])],
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  // The server's build (`vite build --ssr`, src/entry-server.tsx → dist-ssr/, which the api
  // imports to render first views) needs no public files and no manifest. The browser's
  // manifest (dist/.vite/, never served: the api's static handler ignores dot-folders) is what
  // the bundle budget (src/budget) reads to know which files each route loads first.
  publicDir: isSsrBuild ? false : 'public',
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // The enquiry loop's vocabulary (issue #35) is used only by pages loaded on demand (the
        // brief, the portal's Enquiries tab, the planner's proposals, the admin's page): a chunk of
        // its own keeps it out of the shared chunk every landing page loads first.
        rollupOptions: {
          output: {
            manualChunks: (id: string) =>
              /contract\/(dist|src)\/enquiries\.[jt]s$/.test(id) ? 'enquiry-vocabulary' : undefined,
          },
        },
      },
}));
