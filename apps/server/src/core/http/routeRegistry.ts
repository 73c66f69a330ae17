import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  permission: string | null;
}

/** Records every route as it is registered, so tests and audits can enumerate them. */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        permission: route.config?.permission ?? null,
      });
    }
  });
  return routes;
}
