import { createServer, type Server } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { FuzzRequest } from './generate.ts';
import { parseResponse, send, serializeRequest } from './wire.ts';

const ORIGIN = new URL('http://127.0.0.1:3000');

function request(overrides: Partial<FuzzRequest> = {}): FuzzRequest {
  return {
    seed: 1,
    index: 0,
    family: 'path',
    note: 'test',
    method: 'GET',
    target: '/en',
    headers: [],
    token: 'vz-1-0',
    ...overrides,
  };
}

describe('serializeRequest', () => {
  it('writes the request-target byte for byte, with the runner’s Host and Connection: close', () => {
    const bytes = serializeRequest(request({ target: '/en/\u0000\u001b<é>%E0%A4%A' }), ORIGIN);
    expect(bytes.toString('latin1').split('\r\n')[0]).toBe('GET /en/\u0000\u001b<\u00c3\u00a9>%E0%A4%A HTTP/1.1');
    expect(bytes.toString()).toBe(
      `GET /en/\u0000\u001b<é>%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1:3000\r\nConnection: close\r\n\r\n`,
    );
  });

  it('forges or omits Host, keeps duplicate headers, and counts the body in bytes', () => {
    const forged = serializeRequest(
      request({
        host: 'evil.example',
        headers: [
          ['cookie', 'a=1'],
          ['cookie', 'b=2'],
        ],
        method: 'POST',
        body: 'é',
      }),
      ORIGIN,
    ).toString();
    expect(forged).toBe(
      'POST /en HTTP/1.1\r\nHost: evil.example\r\ncookie: a=1\r\ncookie: b=2\r\nContent-Length: 2\r\nConnection: close\r\n\r\né',
    );
    expect(serializeRequest(request({ host: null }), ORIGIN).toString()).not.toMatch(/host/i);
  });
});

describe('parseResponse', () => {
  it('de-chunks and decodes gzip', () => {
    const body = gzipSync('<p>hello</p>');
    const chunked = Buffer.concat([
      Buffer.from(
        'HTTP/1.1 404 Not Found\r\nContent-Type: text/html\r\nContent-Encoding: gzip\r\nTransfer-Encoding: chunked\r\n\r\n',
      ),
      Buffer.from(`${(5).toString(16)}\r\n`),
      body.subarray(0, 5),
      Buffer.from(`\r\n${(body.length - 5).toString(16)}\r\n`),
      body.subarray(5),
      Buffer.from('\r\n0\r\n\r\n'),
    ]);
    const response = parseResponse(chunked, 'GET');
    expect(response.status).toBe(404);
    expect(response.body.toString()).toBe('<p>hello</p>');
    expect(response.headers[0]).toEqual(['content-type', 'text/html']);
  });

  it('skips 100 Continue, cuts at Content-Length, and reads no body for HEAD', () => {
    const raw = Buffer.from('HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nokEXTRA');
    expect(parseResponse(raw, 'GET').body.toString()).toBe('ok');
    expect(parseResponse(raw, 'HEAD').body.length).toBe(0);
  });

  it('keeps the encoded bytes and says so when the encoding cannot be decoded', () => {
    const response = parseResponse(Buffer.from('HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\n\r\nnot gzip'), 'GET');
    expect(response.encodingError).toMatch(/gzip/);
    expect(response.body.toString()).toBe('not gzip');
  });

  it('refuses what is not HTTP', () => {
    expect(() => parseResponse(Buffer.from('SSH-2.0-OpenSSH\r\n\r\n'), 'GET')).toThrow(/not a status line/);
    expect(() => parseResponse(Buffer.from('HTTP/1.1 200 OK\r\n'), 'GET')).toThrow(/no complete head/);
  });
});

describe('send', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  /** A loopback TCP server; `answer` gets what arrived so far and may reply. */
  async function listen(answer: (received: Buffer, socket: import('node:net').Socket) => void): Promise<URL> {
    server = createServer((socket) => {
      let received = Buffer.alloc(0);
      socket.on('data', (chunk: Buffer) => {
        received = Buffer.concat([received, chunk]);
        if (received.includes('\r\n\r\n')) answer(received, socket);
      });
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address() as import('node:net').AddressInfo;
    return new URL(`http://127.0.0.1:${address.port}`);
  }

  it('puts raw bytes on the wire and reads the answer to the end of the connection', async () => {
    let seen = '';
    const origin = await listen((received, socket) => {
      seen = received.toString('latin1');
      socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\n\r\nbad');
    });
    const outcome = await send(request({ target: '/a\u0000b' }), origin, 2000);
    expect(seen.startsWith('GET /a\u0000b HTTP/1.1\r\n')).toBe(true);
    expect(outcome.kind).toBe('response');
    if (outcome.kind === 'response')
      expect([outcome.response.status, outcome.response.body.toString()]).toEqual([400, 'bad']);
  });

  it('gives up on a server that never answers, and reports one that hangs up', async () => {
    const silent = await listen(() => {});
    expect((await send(request(), silent, 200)).kind).toBe('timeout');
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const rude = await listen((_, socket) => socket.destroy());
    expect(await send(request(), rude, 2000)).toMatchObject({ kind: 'no-answer' });
  });
});
