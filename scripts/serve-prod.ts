/**
 * npm run serve:prod — serves build/ through nginx, as in production:
 * real redirects, status codes, security headers, caching and precompressed
 * files. Builds first when there is no build (`--no-build` fails instead),
 * refreshes the generated config (npm run hosting:build), checks it with
 * `nginx -t`, then runs nginx in the foreground on 127.0.0.1:${PORT:-8080}.
 * Ctrl+C stops it; its temporary prefix directory is removed.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {buildHosting} from './hosting/build';
import {buildDir, repoRoot, startNginx, testConfig} from './hosting/nginx';

const port = Number(process.env.PORT ?? 8080);
const noBuild = process.argv.includes('--no-build');
// Access log lines on stdout, unless QUIET=1 (the browser tests).
const accessLog = process.env.QUIET !== '1';

async function main() {
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`PORT must be a port number, got ${process.env.PORT}`);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    if (noBuild) throw new Error('build/ is empty: run `npm run build` first');
    console.log('serve:prod: no build yet, running `npm run build`…');
    execFileSync('npm', ['run', '--silent', 'build'], {cwd: repoRoot, stdio: 'inherit'});
  }
  const report = await buildHosting();
  testConfig(port);
  const nginx = await startNginx({port, accessLog}, 'inherit');
  console.log(`serve:prod: ${report.pages} pages on ${nginx.url}/ (nginx, ${report.redirects} redirect rules). Ctrl+C stops.`);
  const stop = () => void nginx.stop();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const code = await nginx.exited;
  process.exit(code ?? 0);
}

main().catch((error: unknown) => {
  console.error(`serve:prod: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
