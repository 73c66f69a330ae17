import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

/** A route's declared input (core/http/inputSchemas.ts): zod schemas by request part. */
export interface DeclaredInput {
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  permission: string | null;
  /** A short description of what the route does (`config.summary`), for the API description. */
  summary: string | null;
  /** A websocket endpoint (its GET is the upgrade). */
  websocket: boolean;
  input: DeclaredInput;
}

const declared = (schema: unknown): DeclaredInput => {
  if (typeof schema !== 'object' || schema === null) return {};
  const { body, querystring, params } = schema as DeclaredInput;
  return {
    ...(body ? { body } : {}),
    ...(querystring ? { querystring } : {}),
    ...(params ? { params } : {}),
  };
};

/** Records every route as it is registered, so tests, audits and the API description can enumerate them. */
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
        summary: route.config?.summary ?? null,
        websocket: route.websocket === true,
        input: declared(route.schema),
      });
    }
  });
  return routes;
}
