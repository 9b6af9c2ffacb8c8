// Test support, not used by the product: a real HTTP server on 127.0.0.1 that answers like
// postcodes.io's GET /postcodes/{postcode} (status codes and body shapes as the service documents
// them), plus scripted misbehaviour — server errors, hanging, dropped connections, redirects —
// for the adapter's and the cache's specs.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A postcode record as postcodes.io returns it in `result` (the fields this project reads and a few more). */
export function postcodeRecord(postcode: string, latitude: number | null, longitude: number | null) {
  const [outcode, incode] = postcode.split(' ');
  return {
    postcode,
    quality: latitude === null ? 9 : 1,
    eastings: latitude === null ? null : 533_200,
    northings: latitude === null ? null : 182_400,
    country: 'England',
    nhs_ha: 'London',
    longitude,
    latitude,
    european_electoral_region: 'London',
    primary_care_trust: 'City and Hackney Teaching',
    region: 'London',
    lsoa: 'Hackney 027G',
    msoa: 'Hackney 027',
    incode,
    outcode,
    parliamentary_constituency: 'Hackney South and Shoreditch',
    admin_district: 'Hackney',
    parish: 'Hackney, unparished area',
    admin_county: null,
    date_of_introduction: '198001',
    admin_ward: 'Hoxton East & Shoreditch',
    ced: null,
    ccg: 'NHS North East London',
    nuts: 'Hackney and Newham',
    pfa: 'Metropolitan Police',
    codes: {
      admin_district: 'E09000012',
      admin_county: 'E99999999',
      admin_ward: 'E05009377',
      parish: 'E43000202',
      parliamentary_constituency: 'E14001270',
      ccg: 'E38000255',
      ccg_id: 'A3A8R',
      ced: 'E99999999',
      nuts: 'TLI41',
      lsoa: 'E01033708',
      msoa: 'E02000371',
      lau2: 'E09000012',
      pfa: 'E23000001',
    },
  };
}

/** A terminated postcode's last known place, as a 404 "Postcode not found" carries it. */
export interface TerminatedRecord {
  postcode: string;
  year_terminated: number;
  month_terminated: number;
  longitude: number;
  latitude: number;
}

/**
 * `lookup` answers from the fixture like postcodes.io; `hang` never answers; `drop` closes the
 * connection without an answer; an object is sent as is (a JSON body, or a redirect's headers).
 */
export type FakeReply =
  'lookup' | 'hang' | 'drop' | { status: number; body?: unknown; headers?: Record<string, string> };

export interface FakePostcodesIo {
  /** The base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** The path of every request received, in order. */
  requests: string[];
  /** Replies for the next requests, consumed in order; once empty, every request is a `lookup`. */
  script(...replies: FakeReply[]): void;
  close(): Promise<void>;
}

export interface FakePostcodesIoFixture {
  live?: ReturnType<typeof postcodeRecord>[];
  terminated?: TerminatedRecord[];
}

const compact = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase();
// Close enough to what postcodes.io accepts as a postcode for the fake's purposes.
const POSTCODE_SHAPE = /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/;

export async function startFakePostcodesIo(fixture: FakePostcodesIoFixture = {}): Promise<FakePostcodesIo> {
  const live = new Map((fixture.live ?? []).map((r) => [compact(r.postcode), r]));
  const terminated = new Map((fixture.terminated ?? []).map((r) => [compact(r.postcode), r]));
  const requests: string[] = [];
  const queue: FakeReply[] = [];

  const lookup = (url: string): { status: number; body: unknown } => {
    const match = /^\/postcodes\/([^/?]+)$/.exec(url);
    if (!match) return { status: 404, body: { status: 404, error: 'Resource not found' } };
    const key = compact(decodeURIComponent(match[1]));
    if (!POSTCODE_SHAPE.test(key)) return { status: 404, body: { status: 404, error: 'Invalid postcode' } };
    const record = live.get(key);
    if (record) return { status: 200, body: { status: 200, result: record } };
    const gone = terminated.get(key);
    return { status: 404, body: { status: 404, error: 'Postcode not found', ...(gone && { terminated: gone }) } };
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/';
    requests.push(url);
    const reply = queue.shift() ?? 'lookup';
    if (reply === 'hang') return;
    if (reply === 'drop') {
      request.socket.destroy();
      return;
    }
    const { status, body, headers } = reply === 'lookup' ? { ...lookup(url), headers: {} } : reply;
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    response.end(body === undefined ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
