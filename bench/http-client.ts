import http from 'node:http';

export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * A keep-alive HTTP client over node:http for the benchmarks. It costs the client a fraction of what fetch does,
 * which matters when client and service share two cores: the figures then measure the service.
 */
export function httpClient(baseUrl: string, connections: number) {
  const origin = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const request = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: string,
  ): Promise<HttpAnswer> =>
    new Promise((resolve, reject) => {
      const outgoing = http.request(
        { host: origin.hostname, port: origin.port, method, path, headers, agent },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  return { request, close: () => agent.destroy() };
}
