// Where the API is, the OAuth 2.0 client credentials, and one function for every request.
const PLATFORM = 'https://api.example.com';

/** IMAGERY_BASE_URL (for example a proxy or a local mock), else the platform. */
export const BASE_URL = (process.env.IMAGERY_BASE_URL || PLATFORM).replace(/\/+$/, '');

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
 * problem's title and detail.
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
    const text = await response.text();
    let problem = text;
    try {
      const json = JSON.parse(text);
      problem = `${json.title ?? ''}: ${json.detail ?? text}`;
    } catch {
      // not problem+json: keep the text
    }
    throw new Error(`${method} ${path}: ${response.status} ${problem}`);
  }
  return /json/.test(response.headers.get('content-type') ?? '') ? response.json() : Buffer.from(await response.arrayBuffer());
}
