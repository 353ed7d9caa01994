// One function for every request: the API key, retries and errors.
import {apiKey, BASE_URL, describe} from './platform.js';

const ATTEMPTS = 3;

/**
 * Sends one JSON request to an API path and returns the parsed response body.
 * Retries a 429 or 503 after the Retry-After delay, with the same headers (so
 * the same Idempotency-Key); any other error status throws with the
 * problem's title, detail and request id.
 */
export async function request(method, path, {body, headers = {}} = {}) {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${BASE_URL}${path}`, {
      method,
      headers: {
        'X-API-Key': apiKey('monitoring:read', 'monitoring:write'),
        ...(body === undefined ? {} : {'Content-Type': 'application/json'}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.ok) {
      return response.json();
    }
    if ((response.status === 429 || response.status === 503) && attempt < ATTEMPTS) {
      const seconds = Math.min(Number(response.headers.get('Retry-After')) || 1, 60);
      console.error(`${response.status} on ${method} ${path}: retrying in ${seconds} s`);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      continue;
    }
    throw new Error(`${method} ${path.split('?')[0]} failed: ${await describe(response)}`);
  }
}
