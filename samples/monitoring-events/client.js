// Where the API is, the credentials, and one function for every request.
const PLATFORM = 'https://api.example.com';

/** IMAGERY_BASE_URL (for example a proxy or a local mock), else the platform. */
export const BASE_URL = (process.env.IMAGERY_BASE_URL || PLATFORM).replace(/\/+$/, '');

function apiKey() {
  const key = process.env.API_KEY;
  if (!key) {
    throw new Error('Set API_KEY to an API key with the monitoring:read and monitoring:write scopes.');
  }
  return key;
}

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
        'X-API-Key': apiKey(),
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

/** "400 Request validation failed: <detail> (request req_...)" from a problem+json body. */
async function describe(response) {
  const text = await response.text();
  try {
    const problem = JSON.parse(text);
    const fields = (problem.errors ?? []).map((e) => `\n  ${e.pointer}: ${e.detail}`).join('');
    const request = problem.request_id ? ` (request ${problem.request_id})` : '';
    return `${response.status} ${problem.title}: ${problem.detail ?? ''}${request}${fields}`;
  } catch {
    return `${response.status} ${text.slice(0, 300)}`;
  }
}
