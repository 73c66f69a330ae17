import type { AuthContext } from '../../../core/http/fastifyTypes.ts';

/**
 * The caller a job acts as inside a tenant: no session and no role, so no data rule narrows what it
 * reads; what it writes is signed `system`.
 */
export const systemCaller = (tenantId: number): AuthContext => ({
  sessionId: '',
  userId: 'system',
  username: 'system',
  tenantIds: [tenantId],
  tenantId,
});
