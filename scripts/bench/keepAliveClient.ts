/**
 * One keep-alive HTTP/1.1 connection that sends the same GET again and again, for the load bench's
 * GET profile levels. Node's fetch (undici) spent about as much CPU a request as the server it
 * measured (issue 24: on the 2-core machine the generator and the server share the cores, so the
 * generator's own cost capped the rate the bench could show); this client writes one prepared request
 * head and reads the answer's status, head and Content-Length body off the socket, nothing more.
 * It is a real HTTP/1.1 client over TCP: the server parses, routes and answers exactly as for a browser.
 * An answer without a Content-Length (the API's JSON answers all carry one) or one that closes the
 * connection is counted as failed, so it shows in the errors rather than being guessed at.
 */
import { connect, type Socket } from 'node:net';

export interface KeepAliveConnection {
  /** Sends the GET and resolves once its whole answer is read: true when it was answered 200. */
  send(): Promise<boolean>;
  close(): void;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** The status and body length of a response head (latin1 text up to the blank line); null when it has no Content-Length. */
function parseHead(head: string): { status: number; length: number; closes: boolean } | null {
  const status = Number(head.slice(9, 12));
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
  if (!length) return null;
  return { status, length: Number(length[1]), closes: /\r\nconnection:\s*close/i.test(head) };
}

/** Opens a connection to `url`'s host and port that GETs `url` with `headers` on each `send()`. */
export function openKeepAlive(url: URL, headers: Record<string, string>): Promise<KeepAliveConnection> {
  const lines = [`GET ${url.pathname}${url.search} HTTP/1.1`, `host: ${url.host}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  const request = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return new Promise((resolve, reject) => {
    const socket: Socket = connect({ host: url.hostname, port: Number(url.port), noDelay: true });
    let buffered: Buffer = Buffer.alloc(0);
    let answer: { status: number; length: number; closes: boolean } | null = null;
    let pending: { resolve: (ok: boolean) => void; reject: (error: Error) => void } | null = null;
    const settle = (outcome: boolean | Error) => {
      const waiting = pending;
      pending = null;
      answer = null;
      if (!waiting) return;
      if (outcome instanceof Error) waiting.reject(outcome);
      else waiting.resolve(outcome);
    };
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      if (!answer) {
        const end = buffered.indexOf(HEAD_END);
        if (end < 0) return;
        answer = parseHead(buffered.toString('latin1', 0, end));
        if (!answer) return settle(new Error('an answer without a Content-Length'));
        buffered = buffered.subarray(end + HEAD_END.length);
      }
      if (buffered.length < answer.length) return;
      if (buffered.length > answer.length) return settle(new Error('more bytes than the answer announced'));
      const { status, closes } = answer;
      buffered = Buffer.alloc(0);
      if (closes) return settle(new Error('the server closed the connection'));
      settle(status === 200);
    });
    socket.on('error', (error) => {
      reject(error);
      settle(error);
    });
    socket.on('close', () => settle(new Error('the connection closed')));
    socket.once('connect', () =>
      resolve({
        send: () =>
          new Promise<boolean>((resolveSend, rejectSend) => {
            if (socket.destroyed) return rejectSend(new Error('the connection closed'));
            pending = { resolve: resolveSend, reject: rejectSend };
            socket.write(request);
          }),
        close: () => socket.destroy(),
      }),
    );
  });
}
