import type { SharedState } from '../../core/sharedState/sharedState.ts';

/** A fire's claim is kept this long: far longer than any copy can be late for a fire. */
const LOCK_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Claims one fire of a job for this server copy: of the copies claiming the same (job, fire time),
 * exactly one gets it (sys_quartz_job_lock, or SET NX in Redis); the others skip the fire.
 */
export function claimFire(shared: SharedState, jobId: string, fireTime: number): Promise<boolean> {
  return shared.claim('jobFire', [jobId, String(fireTime)], LOCK_KEPT_MS);
}
