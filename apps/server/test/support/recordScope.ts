import * as XLSX from '@e965/xlsx';
import type { TestServer } from './testServer.ts';

/** One request a probe makes, as the screens send it. */
export interface ProbeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

/**
 * How the record-scope test reaches one scoped entity (an entity whose menu can carry data rules): two of
 * its records, one inside and one outside a data rule, and the requests of its screens. Every operation
 * the entity has is named; one it does not have is null, with the reason.
 */
export interface RecordScopeProbe {
  /** The menu component whose data rules limit the entity, e.g. system/SysPositionList. */
  component: string;
  /** A rule over one of the list's fields that keeps `inside` and leaves out `outside`. */
  rule: { column: string; condition: string; value: string };
  /** Creates the two records as the administrator; their ids, and a text that shows each in an export. */
  rows(server: TestServer, admin: string): Promise<{ inside: ProbeRow; outside: ProbeRow }>;
  /** The ids a list answer shows. */
  listIds(server: TestServer, token: string): Promise<string[]>;
  queryById: ((id: string) => ProbeRequest) | null;
  edit: ((id: string) => ProbeRequest) | null;
  delete: ((id: string) => ProbeRequest) | null;
  deleteBatch: ((ids: string[]) => ProbeRequest) | null;
  /** The export's path, e.g. /sys/position/exportXls; null when the entity has none. */
  exportPath: string | null;
  /** The record as stored, to see that a refused change changed nothing (undefined: gone). */
  stored(server: TestServer, id: string): Promise<unknown>;
}

export interface ProbeRow {
  id: string;
  /** A text that appears in the record's exported row and in no other row. */
  marker: string;
}

export async function send(server: TestServer, token: string, request: ProbeRequest) {
  const res = await server.app.inject({
    method: request.method,
    url: `/hcs${request.path}`,
    headers: { 'x-access-token': token },
    ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
  });
  const body = res.json() as { success: boolean; message: string; result: unknown };
  return { status: res.statusCode, body };
}

/** Whether an answer refused the request (a business refusal or an HTTP error). */
export const refused = (answer: { status: number; body: { success: boolean } }) =>
  answer.status >= 400 || !answer.body.success;

/** Every text cell of an exported sheet. */
export async function exportedCells(server: TestServer, token: string, path: string): Promise<string[]> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/hcs${path}`,
    headers: { 'x-access-token': token },
  });
  if (res.statusCode !== 200) throw new Error(`${path}: HTTP ${res.statusCode} ${res.payload.slice(0, 200)}`);
  const book = XLSX.read(res.rawPayload);
  return book.SheetNames.flatMap((name) =>
    XLSX.utils
      .sheet_to_json<unknown[]>(book.Sheets[name] ?? {}, { header: 1 })
      .flat()
      .map((cell) => String(cell)),
  );
}

/** The records of a page answer. */
export const recordIds = (result: unknown): string[] =>
  ((result as { records?: { id: string }[] } | null)?.records ?? []).map((r) => r.id);
