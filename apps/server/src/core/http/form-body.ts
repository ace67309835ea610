import type { FastifyInstance } from 'fastify';

/**
 * Lets an encapsulated scope read plain HTML form posts (application/x-www-form-urlencoded) as an object,
 * so a contract body schema checks them like JSON. The rest of the API stays JSON only.
 */
export function acceptFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
