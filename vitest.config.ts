import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    {
      // Markdown documents and the API docs page are imported as text, as esbuild's text loader does in the Lambda bundles.
      name: 'markdown-as-text',
      transform(code: string, id: string) {
        if (id.endsWith('.md') || id.endsWith('.html')) return { code: `export default ${JSON.stringify(code)};`, map: null };
        return undefined;
      },
    },
  ],
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'threads',
    reporters: ['default'],
  },
});
