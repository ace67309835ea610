// The services some test suites need, each named by a Vitest tag (vitest.config.ts). A suite that needs one
// declares the tag; without the variable its tests are skipped, and `npm run test:unit` says which and how to
// run them (scripts/vitest-summary.mjs).
export const TEST_SERVICES = [
  {
    tag: 'postgres',
    name: 'PostgreSQL',
    variable: 'TEST_DATABASE_URL',
    example: 'postgres://postgres@127.0.0.1:5432/test',
  },
  { tag: 'redis', name: 'Redis', variable: 'REDIS_URL', example: 'redis://127.0.0.1:6379' },
];

/** Vitest tag definitions: a tag whose variable is unset skips its tests. */
export function serviceTags(env = process.env) {
  return TEST_SERVICES.map((service) => ({
    name: service.tag,
    description: `needs ${service.name}: ${service.variable}=${service.example}`,
    skip: !env[service.variable],
  }));
}
