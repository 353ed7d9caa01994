/**
 * Asks a port on 127.0.0.1 whether Prism answers there, with a time limit:
 * mockPlatform.ts waits with it until a new Prism listens, and attaching to a
 * shared mock (sharedMockUse.ts) checks with it that the ports in the file
 * are still Prism's, so that a stale file fails at once rather than hangs.
 */
import http from 'node:http';

/** `prism`: Prism's own 404 for an unknown path; `other`: another HTTP server; `nothing`: refused, reset or timed out. */
export type ProbeAnswer = 'prism' | 'other' | 'nothing';

/** Prism's problem type for a path its spec does not define: what `GET /__ready` gets from it. */
const prismNoPath = 'stoplight.io/prism/errors#NO_PATH_MATCHED_ERROR';

export function probePrism(port: number, timeoutMs: number): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    const req = http.get({host: '127.0.0.1', port, path: '/__ready', timeout: timeoutMs, agent: false}, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body = (body + chunk.toString('utf8')).slice(0, 4096)));
      res.on('end', () => resolve(body.includes(prismNoPath) ? 'prism' : 'other'));
      res.on('error', () => resolve('other'));
    });
    req.on('error', () => resolve('nothing'));
    // A listener that accepts and never answers: the destroy's error resolves 'nothing'.
    req.on('timeout', () => req.destroy());
  });
}
