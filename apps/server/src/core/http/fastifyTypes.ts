import type { LiveSession } from '../auth/sessions.ts';

/** The signed-in caller of a guarded request. */
export interface AuthContext extends LiveSession {
  /** The tenant the request acts in: the `tenant-id` header when the user belongs to it, else the first. */
  tenantId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, captcha, public config). */
    public?: boolean;
    /** The button permission code the caller must hold, e.g. `system:user:add`. */
    permission?: string;
    /**
     * An export download (GET): its query may come as `paramsStr` JSON, and a browser navigation may sign
     * in with a one-time download ticket instead of the header (spec §7, the alternative export).
     */
    sheetExport?: boolean;
    /** What the route does in a few words, for the API description (default: its permission's menu name). */
    summary?: string;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
