import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../result.ts';
import { type BodyEncoding, compressBody, encodingFor } from './compression.ts';

/**
 * An answer serialised (and compressed) once and sent many times, for per-user answers kept in a cache
 * (the permission payload, the caller's departments): turning tens of kilobytes into JSON and compressing
 * them again for every request cost more than everything else the route does. Its timestamp is when it
 * was made, which the cache holding it bounds.
 */
export class PreparedResult {
  private readonly body: string;
  private readonly bodyBytes: number;
  private readonly encoded = new Map<BodyEncoding, Buffer>();

  constructor(result: unknown, message?: string) {
    this.body = JSON.stringify(ok(result, message));
    this.bodyBytes = Buffer.byteLength(this.body);
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
    const encoding = encodingFor(request, this.bodyBytes);
    if (!encoding) return reply.send(this.body);
    let encoded = this.encoded.get(encoding);
    if (!encoded) {
      encoded = compressBody(this.body, encoding);
      this.encoded.set(encoding, encoded);
    }
    return reply.header('Content-Encoding', encoding).send(encoded);
  }
}
