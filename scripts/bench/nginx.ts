/**
 * Requests per second through nginx (generated config, precompressed files)
 * for a guide page and a hashed asset: autocannon on loopback, a few seconds
 * each. Prints figures only; the machine's load decides them, so nothing is
 * asserted. Run alone: `npx tsx scripts/bench/nginx.ts` (needs a build).
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {buildHosting} from '../hosting/build';
import {buildDir, freePort, startNginx} from '../hosting/nginx';

const guidePath = '/docs/authentication/guides/api-key';
const seconds = 5;
const connections = 10;

function hashedAsset(): string {
  const name = fs.readdirSync(path.join(buildDir, 'assets', 'js')).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!name) throw new Error('bench: no build/assets/js/main.<hash>.js; build first');
  return `/assets/js/${name}`;
}

async function measure(url: string): Promise<{rps: number; p99: number; errors: number; non2xx: number}> {
  const result = await autocannon({url, connections, duration: seconds, headers: {'accept-encoding': 'br, gzip'}});
  return {rps: result.requests.average, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx};
}

/** Table rows `| figure | value |` for scripts/bench.ts. */
export async function benchNginx(): Promise<string[]> {
  const hosting = await buildHosting();
  const nginx = await startNginx({port: await freePort()});
  try {
    const c = hosting.compressed;
    const rows = [`| hosting:build precompression (${c.files - c.skipped} files compressed, ${c.skipped} already fresh) | ${c.seconds.toFixed(1)} s |`];
    for (const [label, urlPath] of [
      ['guide page', guidePath],
      ['hashed asset', hashedAsset()],
    ] as const) {
      const r = await measure(`${nginx.url}${urlPath}`);
      const failures = r.errors + r.non2xx ? `, ${r.errors} errors, ${r.non2xx} non-2xx` : '';
      rows.push(`| nginx ${label} (${urlPath}), ${connections} connections, ${seconds} s, br | ${Math.round(r.rps)} req/s, p99 ${r.p99} ms${failures} |`);
    }
    return rows;
  } finally {
    await nginx.stop();
  }
}

if (process.argv[1]?.endsWith(path.join('bench', 'nginx.ts'))) {
  benchNginx()
    .then((rows) => console.log(['| figure | value |', '|---|---|', ...rows].join('\n')))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
