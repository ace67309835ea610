import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Every workspace with tests is a project; the web app joins once it has its own config. */
const projects = ['apps/server', 'packages/contract', 'apps/web'].filter(
  (dir) => existsSync(`${dir}/vitest.config.ts`) || existsSync(`${dir}/src`),
);

export default defineConfig({
  test: {
    projects: projects.filter((dir) => dir !== 'apps/web' || existsSync('apps/web/vitest.config.ts')),
    passWithNoTests: true,
  },
});
