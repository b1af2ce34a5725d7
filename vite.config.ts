import { defineConfig } from 'vite';

/**
 * Vite builds the production app from `index.html` into `dist/`.
 * `npm start` runs `scripts/start.mjs`, which builds and then serves `dist/` with `vite preview`.
 */
export default defineConfig({
  build: {
    target: 'es2022',
    outDir: 'dist',
    sourcemap: true,
  },
  preview: {
    host: 'localhost',
    strictPort: true,
  },
});
