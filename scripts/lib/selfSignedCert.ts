/**
 * A throwaway TLS key and certificate for 127.0.0.1, so a measurement can serve
 * the build over HTTP/2 (scripts/lib/staticServer.ts: `tls`). Made with the
 * openssl command (Debian's `openssl` package); Node cannot sign certificates.
 * Chromium accepts it without a trust store when told its key's hash:
 * `--ignore-certificate-errors-spki-list=<spkiHash>`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {execFileSync} from 'node:child_process';

export type SelfSignedCert = {key: string; cert: string; spkiHash: string};

/** base64 of the SHA-256 of the certificate's public key (SPKI, DER): what Chromium's flag takes. */
export function spkiHash(certPem: string): string {
  const der = new crypto.X509Certificate(certPem).publicKey.export({type: 'spki', format: 'der'});
  return crypto.createHash('sha256').update(der).digest('base64');
}

export function selfSignedCert(): SelfSignedCert {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'self-signed-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  try {
    // prettier-ignore
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', keyFile, '-out', certFile, '-days', '2',
      '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    ], {stdio: ['ignore', 'ignore', 'pipe']});
    const cert = fs.readFileSync(certFile, 'utf8');
    return {key: fs.readFileSync(keyFile, 'utf8'), cert, spkiHash: spkiHash(cert)};
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      missing
        ? 'selfSignedCert: the openssl command is not installed (apt-get install -y openssl)'
        : `selfSignedCert: openssl could not make a certificate: ${String((error as {stderr?: unknown}).stderr ?? error)}`,
      {cause: error},
    );
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}
