// The two kinds of request OGC services need: a URL, and an image saved to a file.
import {writeFile} from 'node:fs/promises';
import {apiKey, BASE_URL, describe} from './platform.js';

/**
 * An OGC key-value-pair URL. Values are percent-encoded except `:` `,` and
 * `/`, which are legal in a query and keep the URL readable. The API key is
 * not in the URL: it goes in the X-API-Key header.
 */
export function ogcUrl(path, params) {
  const encode = (value) => encodeURIComponent(String(value)).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%2F/gi, '/');
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encode(value)}`)
    .join('&');
  return `${BASE_URL}${path}?${query}`;
}

/** GETs a URL with the API key, asking for `accept`; throws on an error status. */
export async function get(url, accept) {
  const response = await fetch(url, {headers: {'X-API-Key': apiKey('streaming:read'), Accept: accept}});
  if (!response.ok) {
    throw new Error(`GET ${new URL(url).pathname} failed: ${await describe(response)}`);
  }
  return response;
}

/** The 8 bytes every PNG file starts with (PNG specification, section 5.2). */
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The first bytes of a body, printable, for an error message. */
function preview(bytes) {
  const text = bytes
    .subarray(0, 40)
    .toString('latin1')
    .replace(/[^\x20-\x7e]/g, '.');
  return `${bytes.length} bytes starting "${text}"`;
}

/**
 * GETs an image and saves it to `file`; returns its size and media type.
 * Checks what came back before saving: the Content-Type must be `accept`,
 * and a PNG must start with the PNG signature. Anything else (an error page,
 * a placeholder, a truncated body) fails with what was received.
 */
export async function download(url, accept, file) {
  const response = await get(url, accept);
  const {pathname} = new URL(url);
  const type = (response.headers.get('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
  const bytes = Buffer.from(await response.arrayBuffer());
  if (type !== accept) {
    throw new Error(`GET ${pathname} returned ${type || 'no content type'}, not ${accept} (${preview(bytes)}); nothing saved`);
  }
  if (accept === 'image/png' && !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw new Error(`GET ${pathname} said image/png but the body is not a PNG image (${preview(bytes)}); nothing saved`);
  }
  await writeFile(file, bytes);
  return {bytes: bytes.length, type};
}
