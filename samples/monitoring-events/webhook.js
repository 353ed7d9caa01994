// A webhook receiver for monitor events. Run: WEBHOOK_SECRET=whsec_... npm run receiver
// It checks every delivery's Standard Webhooks signature and timestamp, answers
// at once, and handles each event id once. Put it behind your HTTPS front end.
import {createHmac, randomBytes, timingSafeEqual} from 'node:crypto';
import {realpathSync} from 'node:fs';
import {createServer} from 'node:http';
import {fileURLToPath} from 'node:url';

/** Deliveries older or newer than this, by their webhook-timestamp, are refused as replays. */
export const TOLERANCE_SECONDS = 5 * 60;
const MAX_BODY_BYTES = 1024 * 1024;

/** A new signing secret to register with a webhook: whsec_ and 32 random bytes in base64. */
export function newWebhookSecret() {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/**
 * Checks one delivery: `headers` as Node gives them (lower-case names), `body`
 * the raw bytes as received. Returns { ok: true } or { ok: false, reason }.
 */
export function verifyWebhook(headers, body, secret, nowSeconds = Date.now() / 1000) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) {
    return {ok: false, reason: 'missing webhook-id, webhook-timestamp or webhook-signature'};
  }
  if (!/^\d+$/.test(timestamp)) {
    return {ok: false, reason: 'webhook-timestamp is not a number of seconds'};
  }
  if (Math.abs(nowSeconds - Number(timestamp)) > TOLERANCE_SECONDS) {
    return {ok: false, reason: 'webhook-timestamp is more than 5 minutes from now'};
  }
  // The key is the secret without its whsec_ prefix, base64-decoded.
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(body).digest();
  // One or more "v1,<base64>" entries separated by spaces (two while a secret is rotated).
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) {
      return false;
    }
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? {ok: true} : {ok: false, reason: 'no v1 signature matches'};
}

/** What to do with an event. Keep it short, or hand the event to a queue. */
function handleEvent(event) {
  const item = event.data?.item ? `${event.data.item.id} acquired ${event.data.item.datetime}` : '-';
  console.log(`event ${event.id} ${event.type} ${event.data?.monitor_id} ${item}`);
}

/** Starts the receiver; resolves with the server once it listens. */
export function startReceiver({secret, port = 8080, host, onEvent = handleEvent}) {
  // In production, keep handled ids in a store that outlives restarts, for a few days.
  const handled = new Set();
  const server = createServer((req, res) => {
    if (req.method !== 'POST') {
      res.writeHead(405, {Allow: 'POST'}).end();
      return;
    }
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) {
        chunks.push(chunk);
      }
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) {
        res.writeHead(413).end();
        return;
      }
      const body = Buffer.concat(chunks); // The raw bytes: verify before parsing.
      const id = req.headers['webhook-id'];
      const check = verifyWebhook(req.headers, body, secret);
      if (!check.ok) {
        console.log(`rejected ${id ?? 'a delivery'}: ${check.reason}`);
        res.writeHead(401).end();
        return;
      }
      res.writeHead(204).end(); // Answer within seconds, then do the work.
      if (handled.has(id)) {
        console.log(`duplicate ${id}: already handled`);
        return;
      }
      handled.add(id);
      try {
        onEvent(JSON.parse(body.toString('utf8')));
      } catch (error) {
        console.error(`event ${id}: ${error.message}`);
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      console.log(`Listening for deliveries on http://${host ?? 'localhost'}:${server.address().port}/`);
      resolve(server);
    });
  });
}

// Run as a program (npm run receiver), not when imported.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const secret = process.env.WEBHOOK_SECRET ?? '';
  if (!secret.startsWith('whsec_')) {
    console.error("Set WEBHOOK_SECRET to the webhook's signing secret (whsec_...).");
    process.exit(1);
  }
  await startReceiver({
    secret,
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST || undefined,
  });
}
