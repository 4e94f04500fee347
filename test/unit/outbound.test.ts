import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundFailed, OutboundRefused, postJson, refusedAddress } from '../../shared/http/outbound.js';

describe('addresses a caller-configured URL may reach', () => {
  it('are public unicast only, loopback only when allowed', () => {
    for (const a of ['10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', 'fd00::1', 'fe80::1', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::ffff:10.0.0.1']) {
      expect(refusedAddress(a, true), a).toBeDefined();
    }
    expect(refusedAddress('127.0.0.1', false)).toMatch(/loopback/);
    expect(refusedAddress('::ffff:127.0.0.1', false)).toMatch(/loopback/);
    expect(refusedAddress('127.0.0.1', true)).toBeUndefined();
    expect(refusedAddress('8.8.8.8', false)).toBeUndefined();
    expect(refusedAddress('2001:4860:4860::8888', false)).toBeUndefined();
  });
});

describe('postJson', () => {
  let server: Server;
  let base = '';
  const received: unknown[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => { text += c.toString(); });
      req.on('end', () => {
        received.push(JSON.parse(text));
        if (req.url === '/slow') return setTimeout(() => res.end(), 1000);
        res.statusCode = req.url === '/fail' ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

  it('delivers to loopback when the deployment allows it, and refuses it otherwise', async () => {
    process.env['ALLOW_LOOPBACK_CALLBACKS'] = 'true';
    await expect(postJson(`${base}/ok`, { a: 1 })).resolves.toEqual({ status: 204 });
    expect(received).toContainEqual({ a: 1 });
    process.env['ALLOW_LOOPBACK_CALLBACKS'] = 'false';
    await expect(postJson(`${base}/ok`, { a: 2 })).rejects.toBeInstanceOf(OutboundRefused);
    await expect(postJson(`http://localhost:${new URL(base).port}/ok`, { a: 3 })).rejects.toBeInstanceOf(OutboundRefused);
    expect(received).not.toContainEqual({ a: 2 });
  });

  it('refuses private and metadata addresses, other schemes and credentials without connecting', async () => {
    for (const url of ['http://10.0.0.1/x', 'http://169.254.169.254/latest/meta-data', 'http://[fd00::1]/', 'ftp://example.com/', 'https://user:pw@example.com/', 'not a url']) {
      await expect(postJson(url, {}), url).rejects.toBeInstanceOf(OutboundRefused);
    }
  });

  it('fails on a non-2xx answer and on a timeout', async () => {
    process.env['ALLOW_LOOPBACK_CALLBACKS'] = 'true';
    await expect(postJson(`${base}/fail`, {})).rejects.toMatchObject({ reason: 'answered 500', status: 500 });
    await expect(postJson(`${base}/slow`, {}, { timeoutMs: 100 })).rejects.toBeInstanceOf(OutboundFailed);
  });
});
