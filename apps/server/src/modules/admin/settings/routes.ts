import { adminGetSettings, adminUpdateSettings } from '@shuyuan/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '#core/http/register-endpoint';
import { actorOf } from '../context';
import { getSettings, updateSettings } from './settings-service';

export function settingsAdminRoutes(app: FastifyInstance): void {
  registerEndpoint(app, adminGetSettings, async () => getSettings(app.db));
  registerEndpoint(app, adminUpdateSettings, async ({ body, admin, request }) => {
    await updateSettings(actorOf(app, admin, request), body.values, request.body);
    return [];
  });
}
