// One function for every request: the URL, the API key, retries and errors.
import {apiKey, BASE_URL, describe, PLATFORM} from './platform.js';

/**
 * The URL for an API path, or for a link the API returned. Links are absolute
 * URLs on the platform; their path and query are kept and sent to BASE_URL,
 * so that the sample behaves the same through a proxy or against a mock.
 */
export function apiUrl(pathOrLink) {
  const url = new URL(pathOrLink, PLATFORM);
  return `${BASE_URL}${url.pathname}${url.search}`;
}

const ATTEMPTS = 3;

/**
 * Sends one JSON request and returns the parsed response body. Retries a 429
 * or 503 after the Retry-After delay; any other error status throws with the
 * problem's title, detail and request id.
 */
export async function request(method, pathOrLink, body) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(apiUrl(pathOrLink), {
      method,
      headers: {
        'X-API-Key': apiKey('discovery:read'),
        ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.ok) {
      return response.json();
    }
    if ((response.status === 429 || response.status === 503) && attempt < ATTEMPTS) {
      const seconds = Math.min(Number(response.headers.get('Retry-After')) || 1, 60);
      console.error(`${response.status} on ${method} ${pathOrLink}: retrying in ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    throw new Error(`${method} ${new URL(apiUrl(pathOrLink)).pathname} failed: ${await describe(response)}`);
  }
}
