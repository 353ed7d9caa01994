// What every request to the platform shares: where the API is, the API key
// (for the samples that use one) and what an error answer says. The same file
// in every sample project.
export const PLATFORM = 'https://api.example.com';

/** IMAGERY_BASE_URL (for example a proxy or a local mock), else the platform. */
export const BASE_URL = (process.env.IMAGERY_BASE_URL || PLATFORM).replace(/\/+$/, '');

/** API_KEY; without it, stops and names the scopes the key needs. */
export function apiKey(...scopes) {
  const key = process.env.API_KEY;
  if (!key) {
    throw new Error(`Set API_KEY to an API key with the ${scopes.join(' and ')} scope${scopes.length === 1 ? '' : 's'}.`);
  }
  return key;
}

/**
 * What went wrong, from an error answer in the platform's problem+json shape:
 * "400 Request validation failed: <detail> (request req_...)", then one line
 * per invalid field. Any other body is quoted, cut at 300 characters.
 */
export async function describe(response) {
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
