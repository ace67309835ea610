import { randomBytes } from 'node:crypto';
import { withPageLang } from '@shuyuan/contract';
import type { Store } from '#core/store/store';
import type { FaceVerifyProvider, FaceVerifyResult } from './types';

export const FACE_SIMULATOR_PAGE_PATH = '/api/dev/face/verify';
export const FACE_SIMULATOR_RULE_ID = 'simulator';
/** A started verification waits this long for the person. */
const SIMULATION_TTL_MS = 3600_000;

const simulationKey = (bizToken: string) => `dev:face:${bizToken}`;

export interface Simulation {
  redirectUrl: string;
  result: FaceVerifyResult;
}

export async function readSimulation(store: Store, bizToken: string): Promise<Simulation | null> {
  const raw = bizToken.length <= 128 ? await store.get(simulationKey(bizToken)) : null;
  return raw ? (JSON.parse(raw) as Simulation) : null;
}

/** 认证通过 / 认证失败 on the simulator page. */
export async function decideSimulation(
  store: Store,
  bizToken: string,
  simulation: Simulation,
): Promise<void> {
  await store.set(simulationKey(bizToken), JSON.stringify(simulation), SIMULATION_TTL_MS);
}

/** Plays Tencent FaceID outside production when no keys are configured. */
export function createFaceSimulator(store: Store): FaceVerifyProvider {
  return {
    name: 'simulator',
    async start({ redirectUrl, siteUrl, lang }) {
      const bizToken = randomBytes(24).toString('base64url');
      const simulation: Simulation = { redirectUrl, result: { status: 'pending' } };
      await store.set(simulationKey(bizToken), JSON.stringify(simulation), SIMULATION_TTL_MS);
      return {
        url: withPageLang(`${siteUrl}${FACE_SIMULATOR_PAGE_PATH}?biz_token=${bizToken}`, lang),
        bizToken,
        requestId: randomBytes(16).toString('hex'),
        ruleId: FACE_SIMULATOR_RULE_ID,
      };
    },
    async query({ bizToken }) {
      const simulation = await readSimulation(store, bizToken);
      return simulation ? simulation.result : { status: 'failed', reason: 'expired' };
    },
  };
}
