// The OAuth 2.0 client credentials, and one function for every request.
import {BASE_URL, describe} from './platform.js';

function required(name, why) {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}: ${why}`);
  return value;
}

/** Step 1: exchanges CLIENT_ID and CLIENT_SECRET for a bearer token (client credentials grant). */
export async function getToken(scope) {
  const id = required('CLIENT_ID', 'the client ID of an OAuth client of your account.');
  const secret = required('CLIENT_SECRET', 'the client secret of that OAuth client.');
  const response = await fetch(`${BASE_URL}/auth/v1/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({grant_type: 'client_credentials', scope}),
  });
  if (!response.ok) throw new Error(`POST /auth/v1/token: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Sends one request with the bearer token and returns the parsed JSON body, or
 * the bytes when `accept` is not JSON. An error status throws with the
 * problem's title, detail and request id.
 */
export async function request(token, method, path, {body, headers = {}, accept = 'application/json'} = {}) {
  const response = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: accept,
      ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new Error(`${method} ${path.split('?')[0]} failed: ${await describe(response)}`);
  }
  return /json/.test(response.headers.get('content-type') ?? '') ? response.json() : Buffer.from(await response.arrayBuffer());
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Checks that an image answer is what was asked for before anyone saves it:
 * the Content-Type is image/png and the bytes start with the PNG signature.
 * An error page or a placeholder fails with what came back instead.
 */
export async function getPng(token, path) {
  const response = await fetch(`${BASE_URL}${path}`, {headers: {Authorization: `Bearer ${token}`, Accept: 'image/png'}});
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  const start = JSON.stringify(bytes.subarray(0, 40).toString('latin1'));
  const where = `GET ${path.split('?')[0]}`;
  if (!response.ok) throw new Error(`${where}: ${response.status} (${bytes.length} bytes starting ${start})`);
  if (type !== 'image/png') throw new Error(`${where} returned ${type || 'no content type'}, not image/png (${bytes.length} bytes starting ${start})`);
  if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) {
    throw new Error(`${where} said image/png but the body is not a PNG image (${bytes.length} bytes starting ${start})`);
  }
  return bytes;
}
