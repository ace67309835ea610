import { adminGetSettings, adminTestStorage, adminUpdateSettings } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { localizeFor } from '#core/http/language';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { getSettings, updateSettings } from './settings-service';
import { testStorage } from './storage-test';

export function settingsAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminGetSettings, async () => getSettings(app.db));
  registerEndpoint(app, adminUpdateSettings, async ({ body, admin, request }) => {
    await updateSettings(actorOf(app, admin, request), body.values, request.body);
    return [];
  });
  registerEndpoint(app, adminTestStorage, async ({ body, request }) => {
    const result = await testStorage(app, body.s3);
    return { ...result, message: localizeFor(request, result.message) };
  });
}
