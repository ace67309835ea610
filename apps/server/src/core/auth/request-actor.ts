import type { FastifyRequest } from 'fastify';

/** Who a request acted for, as far as authentication found out: the request's log line names them. */
export interface RequestActor {
  memberId?: number;
  adminId?: number;
}

const actors = new WeakMap<FastifyRequest, RequestActor>();

export function noteRequestActor(request: FastifyRequest, actor: RequestActor): void {
  actors.set(request, { ...actors.get(request), ...actor });
}

/** Undefined for an anonymous request, or one whose token was never read (a static file). */
export function requestActor(request: FastifyRequest): RequestActor | undefined {
  return actors.get(request);
}
