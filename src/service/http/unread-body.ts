import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * How long, and how many more bytes, the rest of a refused request's body is read and dropped before its connection
 * is closed: long enough for a client still sending to read the answer, short enough that a client sending for ever
 * holds nothing for long. Dropping bytes costs next to nothing; nginx's lingering close does the same.
 */
export const LINGER_MS = 5000;
export const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * A request refused before its body was read to the end (a body over its limit, a file refused at its first row
 * over the limit) is answered at once, and the rest of its body is then read and dropped, at most LINGER_MS and
 * LINGER_BYTES more, before the connection is closed. Closing it at once, as Fastify does for a body too large,
 * resets a connection the client is still sending on, and a reset client loses the answer: it sees only that the
 * connection closed.
 */
export function answerBeforeUnreadBody(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    // Node closes a connection answered with `connection: close` as soon as the answer is written; the connection
    // is closed below instead, once the client stopped sending or had its time.
    if (!request.raw.complete) reply.removeHeader('connection');
    return payload;
  });
  app.addHook('onResponse', async (request) => {
    const body = request.raw;
    const socket = body.socket;
    // An injected request (light-my-request) has no connection to keep open or close.
    if (body.complete || body.destroyed || !(socket instanceof Socket)) return;
    const close = () => socket.destroy();
    const deadline = setTimeout(close, LINGER_MS).unref();
    let dropped = 0;
    body.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    });
    body.once('end', () => clearTimeout(deadline));
    body.once('close', () => clearTimeout(deadline));
    body.resume();
  });
}
