// A loopback HTTP server speaking the OpenAI chat-completions protocol, to prove the API's SDK
// path without the internet: POST /v1/chat/completions is recorded and answered with a fixed
// reply, after an optional delay (to provoke time-outs) or with an error status.
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatCompletionRequest {
  model: string;
  messages: { role: string; content: string }[];
  [key: string]: unknown;
}

export interface FakeOpenAiServer {
  /** For OPENAI_BASE_URL: http://127.0.0.1:<port>/v1 */
  baseUrl: string;
  requests: ChatCompletionRequest[];
  /** Authorization headers received, to check the key is sent. */
  authorizations: string[];
  reply: { content: string; delayMs: number; status: number };
  close(): Promise<void>;
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: ChatCompletionRequest[] = [];
  const authorizations: string[] = [];
  const reply = { content: 'The Savoy Ballroom has the largest theatre capacity (500).', delayMs: 0, status: 200 };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
      requests.push(body);
      authorizations.push(String(request.headers.authorization ?? ''));
      const timer = setTimeout(() => {
        if (response.destroyed) return;
        if (reply.status !== 200) {
          response
            .writeHead(reply.status, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            id: `chatcmpl-${requests.length}`,
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: body.model,
            choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 },
          }),
        );
      }, reply.delayMs);
      response.on('close', () => clearTimeout(timer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    reply,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
