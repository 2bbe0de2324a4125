import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../testing/test-service';

let service: TestService;

beforeAll(async () => {
  service = await startTestService();
});
afterAll(() => service.close());

/** The bytes on the wire and their encoding, undecoded: a raw request, as fetch would decompress them. */
function onTheWire(path: string, acceptEncoding?: string): Promise<{ encoding?: string; bytes: number }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, service.baseUrl);
    const sent = request(
      url,
      { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes }));
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('compression', () => {
  it('sends a large answer compressed to a client that asks, Brotli first', async () => {
    const plain = await onTheWire('/openapi.json');
    expect(plain.encoding).toBeUndefined();
    const brotli = await onTheWire('/openapi.json', 'gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.bytes).toBeLessThan(plain.bytes / 4);
    const gzip = await onTheWire('/openapi.json', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.bytes).toBeLessThan(plain.bytes / 4);
  });

  it('leaves a small answer as it is', async () => {
    expect((await onTheWire('/config.json', 'gzip, br')).encoding).toBeUndefined();
  });
});
