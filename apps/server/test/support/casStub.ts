import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CasStub {
  /** The CAS prefix for HCS_CAS_URL, e.g. http://127.0.0.1:41234/cas */
  url: string;
  /** A fresh service ticket for `username` and `service`, as the CAS login page would hand out. */
  issue(username: string, service: string): string;
  close(): Promise<void>;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A CAS 3.0 server stub for tests: `/cas/p3/serviceValidate` answers the XML a CAS server does, valid once
 * per ticket and only for the service it was issued to (as CAS does), and `/cas/login` hands a new ticket
 * for `casuser` back to the service (the browser flow).
 */
export async function startCasStub(port = 0, loginUser = 'admin'): Promise<CasStub> {
  const tickets = new Map<string, { username: string; service: string }>();
  const issue = (username: string, service: string) => {
    const ticket = `ST-${randomBytes(12).toString('hex')}`;
    tickets.set(ticket, { username, service });
    return ticket;
  };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    const service = url.searchParams.get('service') ?? '';
    if (url.pathname === '/cas/login' && service) {
      const back = new URL(service);
      back.searchParams.set('ticket', issue(loginUser, service));
      res.writeHead(302, { location: back.toString() });
      return res.end();
    }
    if (url.pathname === '/cas/p3/serviceValidate') {
      const ticket = url.searchParams.get('ticket') ?? '';
      const held = tickets.get(ticket);
      tickets.delete(ticket);
      res.writeHead(200, { 'content-type': 'application/xml;charset=UTF-8' });
      if (!held || held.service !== service) {
        return res.end(
          `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">Ticket ${escapeXml(ticket)} not recognized</cas:authenticationFailure></cas:serviceResponse>`,
        );
      }
      return res.end(
        `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>${escapeXml(held.username)}</cas:user><cas:attributes><cas:email>x@example.com</cas:email></cas:attributes></cas:authenticationSuccess></cas:serviceResponse>`,
      );
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/cas`,
    issue,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
