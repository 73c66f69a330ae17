import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../result.ts';

/**
 * The page of online forms' enhancement-script sandbox (apps/web/public/online-sandbox.html): framed with
 * sandbox="allow-scripts", it may run its relay and start a worker from a blob, and reach nothing.
 */
const SANDBOX_PAGE_CSP =
  "default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval'; worker-src blob:; sandbox allow-scripts";

/**
 * Serves the built SPA at `/` (history mode: unknown page paths get index.html) and answers unknown
 * API paths under the base path with a 404 envelope.
 */
export async function registerSpa(
  app: FastifyInstance,
  staticDir: string | null,
  basePath: string,
): Promise<void> {
  const indexFile = staticDir ? join(staticDir, 'index.html') : null;
  const hasSpa = indexFile !== null && existsSync(indexFile);
  // The base path is runtime configuration: written into the page as it is served, not at build time.
  const indexHtml = hasSpa
    ? readFileSync(indexFile, 'utf8').replace(
        /(<meta name="hcs-base-path" content=")[^"]*(")/,
        (_m, a: string, b: string) => `${a}${basePath}${b}`,
      )
    : null;

  if (hasSpa && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text asset; the one the browser accepts is sent, with Vary.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          'Cache-Control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (path.includes('online-sandbox.html')) res.header('Content-Security-Policy', SANDBOX_PAGE_CSP);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === basePath || path.startsWith(`${basePath}/`);
    const wantsPage = request.method === 'GET' && !isApi && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && indexHtml) {
      return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send(envelope(false, 404, '路径不存在，请检查请求地址', null));
  });
}
