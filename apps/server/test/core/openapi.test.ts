import { endpoints } from '@shuyuan/contract';
import { describe, expect, it } from 'vitest';
import { forEachDatabase } from '../helpers/test-app';

type Operation = {
  operationId: string;
  tags: string[];
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: {
    200: {
      content: {
        'application/json': { schema: { properties: Record<string, unknown>; required: string[] } };
      };
    };
  };
};

forEachDatabase((t) => {
  describe('/api/docs', () => {
    it('serves an OpenAPI 3.1 document of every registered contract endpoint', async () => {
      const response = await t.inject('/api/docs/json');
      expect(response.statusCode).toBe(200);
      const doc = response.json();
      expect(doc.openapi).toBe('3.1.0');
      const operations = new Map<string, { method: string; path: string; op: Operation }>();
      for (const [path, methods] of Object.entries(doc.paths as Record<string, Record<string, Operation>>)) {
        for (const [method, op] of Object.entries(methods))
          operations.set(op.operationId, { method, path, op });
      }
      const registered = [...t.app.registeredEndpoints.values()];
      expect(registered.length).toBeGreaterThan(0);
      expect([...operations.keys()].sort()).toEqual(registered.map((e) => e.id).sort());

      for (const endpoint of registered) {
        const found = operations.get(endpoint.id);
        if (!found) throw new Error(`${endpoint.id} is missing from the document`);
        const { method, path, op } = found;
        expect(method).toBe(endpoint.method.toLowerCase());
        expect(path).toBe(endpoint.path.replace(/:(\w+)/g, '{$1}'));
        expect(op.tags).toEqual([endpoint.area]);
        const envelope = op.responses[200].content['application/json'].schema;
        expect(envelope.required).toEqual(['code', 'message', 'data']);
        expect(Object.keys(envelope.properties)).toEqual(['code', 'message', 'data']);
        for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
          expect(op.parameters).toContainEqual(expect.objectContaining({ name, in: 'path', required: true }));
        }
        expect(!!op.requestBody).toBe(!!endpoint.body);
      }
    });

    it('describes the config answer and the navs query from the contract', async () => {
      const doc = (await t.inject('/api/docs/json')).json();
      const config = doc.paths['/api/v2/other/config'].get as Operation;
      const data = config.responses[200].content['application/json'].schema.properties.data as {
        properties: Record<string, unknown>;
      };
      expect(Object.keys(data.properties)).toEqual(
        expect.arrayContaining(['name', 'navs', 'config_func', 'contact']),
      );
      const navs = doc.paths['/api/v2/navs'].get as Operation;
      expect(navs.parameters).toContainEqual(
        expect.objectContaining({ name: 'platform', in: 'query', required: false }),
      );
    });

    it('serves the viewer', async () => {
      let response = await t.inject('/api/docs');
      for (let hops = 0; hops < 3 && response.statusCode >= 300 && response.statusCode < 400; hops++) {
        response = await t.inject(
          new URL(String(response.headers.location), 'http://localhost/api/docs/').pathname,
        );
      }
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body.toLowerCase()).toContain('swagger');
    });
  });

  it('registers every contract endpoint of each area the server implements (so the docs never lie)', () => {
    const registered = t.app.registeredEndpoints;
    const implementedAreas = new Set([...registered.values()].map((e) => e.area));
    expect(implementedAreas.has('system')).toBe(true);
    const missing = endpoints
      .filter((e) => implementedAreas.has(e.area) && !registered.has(e.id))
      .map((e) => `${e.area}: ${e.id} (${e.method} ${e.path})`);
    expect(missing).toEqual([]);
    // And nothing registered under a contract id disagrees with the contract.
    for (const endpoint of endpoints) {
      const mine = registered.get(endpoint.id);
      if (mine) expect(mine).toBe(endpoint);
    }
  });
});
