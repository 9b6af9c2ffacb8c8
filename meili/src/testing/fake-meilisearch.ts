// A loopback HTTP server speaking the part of Meilisearch's protocol the adapter uses, for tests
// with the real `meilisearch` client (no Meilisearch binary runs on the build machines). Writes
// answer 202 with a summarized task and run at once; GET /tasks/:uid reports the task
// "processing" on the first poll and finished after, so a caller that does not poll never sees
// it finish. Searches answer from `onSearch` (what a test scripts), since evaluating filters is
// Meilisearch's job, not this fake's. Every request is recorded for assertions.
import { createHmac } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

type Doc = Record<string, unknown> & { id: string };
type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization?: string;
}

export interface FakeIndex {
  uid: string;
  primaryKey: string | null;
  documents: Map<string, Doc>;
  settings: Json;
}

export interface FakeTask {
  uid: number;
  indexUid: string | null;
  type: string;
  status: 'enqueued' | 'processing' | 'succeeded' | 'failed';
  error: { message: string; code: string; type: string; link: string } | null;
  details: Json;
  enqueuedAt: string;
  polls: number;
}

/** Meilisearch 1.16's default settings, as GET /indexes/:uid/settings answers them. */
export function defaultSettings(): Json {
  return {
    displayedAttributes: ['*'],
    searchableAttributes: ['*'],
    filterableAttributes: [],
    sortableAttributes: [],
    rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
    stopWords: [],
    nonSeparatorTokens: [],
    separatorTokens: [],
    dictionary: [],
    synonyms: {},
    distinctAttribute: null,
    proximityPrecision: 'byWord',
    typoTolerance: {
      enabled: true,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
      disableOnWords: [],
      disableOnAttributes: [],
    },
    faceting: { maxValuesPerFacet: 100, sortFacetValuesBy: { '*': 'alpha' } },
    pagination: { maxTotalHits: 1000 },
    searchCutoffMs: null,
    localizedAttributes: null,
    facetSearch: true,
    prefixSearch: 'indexingTime',
  };
}

const apiError = (code: string, message: string) => ({
  message,
  code,
  type: 'invalid_request',
  link: `https://docs.meilisearch.com/errors#${code}`,
});

export class FakeMeilisearch {
  readonly requests: RecordedRequest[] = [];
  readonly indexes = new Map<string, FakeIndex>();
  readonly tasks = new Map<number, FakeTask>();
  /** API keys by uid; a key's value is derived from its uid and the master key, as Meilisearch does. */
  readonly keys = new Map<string, Json & { uid: string; key: string }>();
  /** The answer to POST /indexes/:uid/search and each query of POST /multi-search. */
  onSearch: (indexUid: string, body: Json) => Json = () => ({ hits: [] });
  private failures: { type: string; code: string; message: string }[] = [];
  private nextTaskUid = 0;
  private server?: Server;

  constructor(private readonly apiKey?: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve, reject) => this.server?.close((e) => (e ? reject(e) : resolve())));
  }

  /** The next task of this type fails with this error (as Meilisearch reports a failed task). */
  failNextTask(type: string, code: string, message: string): void {
    this.failures.push({ type, code, message });
  }

  index(uid: string): FakeIndex {
    const index = this.indexes.get(uid);
    if (!index) throw new Error(`no index ${uid} in the fake`);
    return index;
  }

  /** "METHOD /path" of every request, for asserting sequences. */
  calls(): string[] {
    return this.requests.map((r) => `${r.method} ${r.path}`);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const raw = await readBody(req);
    const body: unknown = raw ? JSON.parse(raw) : undefined;
    const method = req.method ?? 'GET';
    this.requests.push({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      authorization: req.headers.authorization,
    });
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (this.apiKey && req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return send(401, apiError('missing_authorization_header', 'The Authorization header is missing.'));
    }
    try {
      const [status, payload] = this.route(method, url, body);
      send(status, payload);
    } catch (error) {
      send(500, apiError('internal', (error as Error).message));
    }
  }

  private route(method: string, url: URL, body: unknown): [number, unknown] {
    const parts = url.pathname.split('/').filter(Boolean);
    const route = `${method} /${parts.map((p, i) => (i === 1 && parts[0] !== 'swap-indexes' ? ':id' : p)).join('/')}`;
    const uid = parts[1];
    const notFound = (): [number, unknown] => [404, apiError('index_not_found', `Index \`${uid}\` not found.`)];
    if (method === 'GET' && parts[0] === 'indexes' && parts[2] === 'documents' && parts.length === 4) {
      const doc = this.indexes.get(uid)?.documents.get(parts[3]);
      if (doc) return [200, doc];
      return this.indexes.has(uid)
        ? [404, apiError('document_not_found', `Document \`${parts[3]}\` not found.`)]
        : notFound();
    }
    switch (route) {
      case 'GET /keys/:id': {
        const key = this.keys.get(uid) ?? [...this.keys.values()].find((k) => k.key === uid);
        return key ? [200, key] : [404, apiError('api_key_not_found', `API key \`${uid}\` not found.`)];
      }
      case 'POST /keys': {
        const wanted = body as Json & { uid: string };
        if (this.keys.has(wanted.uid)) return [409, apiError('api_key_already_exists', 'The key already exists.')];
        const key = createHmac('sha256', this.apiKey ?? '')
          .update(wanted.uid)
          .digest('hex');
        const at = new Date().toISOString();
        const created = { name: null, description: null, ...wanted, key, createdAt: at, updatedAt: at };
        this.keys.set(wanted.uid, created);
        return [201, created];
      }
      case 'DELETE /keys/:id':
        return this.keys.delete(uid) ? [204, null] : [404, apiError('api_key_not_found', 'API key not found.')];
      case 'GET /health':
        return [200, { status: 'available' }];
      case 'GET /tasks/:id':
        return this.pollTask(Number(uid));
      case 'POST /indexes': {
        const { uid: newUid, primaryKey } = body as { uid: string; primaryKey?: string };
        return this.enqueue(newUid, 'indexCreation', { primaryKey }, () => {
          if (this.indexes.has(newUid)) throw apiError('index_already_exists', `Index \`${newUid}\` already exists.`);
          this.indexes.set(newUid, newIndex(newUid, primaryKey ?? null));
        });
      }
      case 'GET /indexes/:id': {
        const index = this.indexes.get(uid);
        if (!index) return notFound();
        const at = new Date(0).toISOString();
        return [200, { uid, primaryKey: index.primaryKey, createdAt: at, updatedAt: at }];
      }
      case 'PATCH /indexes/:id':
        return this.enqueue(uid, 'indexUpdate', body as Json, () => {
          this.existing(uid).primaryKey = (body as { primaryKey: string }).primaryKey;
        });
      case 'DELETE /indexes/:id':
        return this.enqueue(uid, 'indexDeletion', {}, () => {
          this.existing(uid);
          this.indexes.delete(uid);
        });
      case 'GET /indexes/:id/settings':
        return this.indexes.has(uid) ? [200, this.index(uid).settings] : notFound();
      case 'PATCH /indexes/:id/settings':
        return this.enqueue(uid, 'settingsUpdate', body as Json, () => {
          if (!this.indexes.has(uid)) this.indexes.set(uid, newIndex(uid, null));
          const index = this.index(uid);
          for (const [key, value] of Object.entries(body as Json)) {
            const old = index.settings[key];
            const mergeable = key !== 'synonyms' && isObject(old) && isObject(value);
            index.settings[key] = mergeable ? { ...old, ...value } : value;
          }
        });
      case 'POST /indexes/:id/documents':
      case 'PUT /indexes/:id/documents': {
        const docs = body as Doc[];
        return this.enqueue(uid, 'documentAdditionOrUpdate', { receivedDocuments: docs.length }, () => {
          if (!this.indexes.has(uid)) this.indexes.set(uid, newIndex(uid, url.searchParams.get('primaryKey')));
          const index = this.index(uid);
          for (const doc of docs) {
            const old = method === 'PUT' ? index.documents.get(doc.id) : undefined;
            index.documents.set(doc.id, { ...old, ...doc });
          }
        });
      }
      case 'POST /indexes/:id/documents/delete-batch':
        return this.enqueue(uid, 'documentDeletion', { providedIds: (body as string[]).length }, () => {
          for (const id of body as string[]) this.existing(uid).documents.delete(id);
        });
      case 'POST /indexes/:id/documents/fetch': {
        if (!this.indexes.has(uid)) return notFound();
        // Only the `id IN [...]` form the adapter sends: the quoted ids are the ids asked for.
        const { filter, fields } = body as { filter: string; fields?: string[] };
        const ids = new Set([...filter.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]));
        const results = [...this.index(uid).documents.values()]
          .filter((doc) => ids.has(doc.id))
          .map((doc) => (fields ? Object.fromEntries(fields.map((f) => [f, doc[f]])) : doc));
        return [200, { results, offset: 0, limit: results.length, total: results.length }];
      }
      case 'GET /indexes/:id/stats': {
        if (!this.indexes.has(uid)) return notFound();
        const numberOfDocuments = this.index(uid).documents.size;
        return [200, { numberOfDocuments, isIndexing: false, fieldDistribution: {} }];
      }
      case 'POST /indexes/:id/search':
        return this.indexes.has(uid) ? [200, this.searchResponse(uid, body as Json)] : notFound();
      case 'POST /multi-search': {
        const { queries } = body as { queries: (Json & { indexUid: string })[] };
        const results = queries.map(({ indexUid, ...query }) => ({
          indexUid,
          ...this.searchResponse(indexUid, query),
        }));
        return [200, { results }];
      }
      case 'POST /swap-indexes': {
        const swaps = body as { indexes: [string, string] }[];
        return this.enqueue(null, 'indexSwap', { swaps }, () => {
          for (const { indexes } of swaps) {
            const [a, b] = indexes.map((name) => this.existing(name));
            this.indexes.set(a.uid, { ...b, uid: a.uid });
            this.indexes.set(b.uid, { ...a, uid: b.uid });
          }
        });
      }
      default:
        return [404, apiError('not_found', `no route ${route} in the fake`)];
    }
  }

  private searchResponse(indexUid: string, query: Json): Json {
    return { query: query.q ?? '', processingTimeMs: 0, ...this.onSearch(indexUid, query) };
  }

  private existing(uid: string): FakeIndex {
    const index = this.indexes.get(uid);
    if (!index) throw apiError('index_not_found', `Index \`${uid}\` not found.`);
    return index;
  }

  private enqueue(indexUid: string | null, type: string, details: Json, apply: () => void): [number, unknown] {
    const task: FakeTask = {
      uid: this.nextTaskUid++,
      indexUid,
      type,
      status: 'succeeded',
      error: null,
      details,
      enqueuedAt: new Date().toISOString(),
      polls: 0,
    };
    const failure = this.failures.findIndex((f) => f.type === type);
    try {
      if (failure >= 0) {
        const [{ code, message }] = this.failures.splice(failure, 1);
        throw apiError(code, message);
      }
      apply();
    } catch (error) {
      task.status = 'failed';
      task.error = error as FakeTask['error'];
    }
    this.tasks.set(task.uid, task);
    const { uid: taskUid, enqueuedAt } = task;
    return [202, { taskUid, indexUid, status: 'enqueued', type, enqueuedAt }];
  }

  private pollTask(uid: number): [number, unknown] {
    const task = this.tasks.get(uid);
    if (!task) return [404, apiError('task_not_found', `Task \`${uid}\` not found.`)];
    task.polls += 1;
    const finished = task.polls > 1;
    const { polls: _polls, ...view } = task;
    return [
      200,
      {
        ...view,
        status: finished ? task.status : 'processing',
        error: finished ? task.error : null,
        batchUid: task.uid,
        canceledBy: null,
        duration: finished ? 'PT0.001S' : null,
        startedAt: task.enqueuedAt,
        finishedAt: finished ? new Date().toISOString() : null,
      },
    ];
  }
}

function newIndex(uid: string, primaryKey: string | null): FakeIndex {
  return { uid, primaryKey, documents: new Map(), settings: defaultSettings() };
}

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
