// Where the API is, the credentials, and the two kinds of request OGC services need.
import { writeFile } from "node:fs/promises";

const PLATFORM = "https://api.example.com";

/** IMAGERY_BASE_URL (for example a proxy or a local mock), else the platform. */
export const BASE_URL = (process.env.IMAGERY_BASE_URL || PLATFORM).replace(/\/+$/, "");

function apiKey() {
  const key = process.env.API_KEY;
  if (!key) {
    throw new Error("Set API_KEY to an API key with the streaming:read scope.");
  }
  return key;
}

/**
 * An OGC key-value-pair URL. Values are percent-encoded except `:` `,` and
 * `/`, which are legal in a query and keep the URL readable. The API key is
 * not in the URL: it goes in the X-API-Key header.
 */
export function ogcUrl(path, params) {
  const encode = (value) =>
    encodeURIComponent(String(value)).replace(/%3A/gi, ":").replace(/%2C/gi, ",").replace(/%2F/gi, "/");
  const query = Object.entries(params)
    .map(([name, value]) => `${name}=${encode(value)}`)
    .join("&");
  return `${BASE_URL}${path}?${query}`;
}

/** GETs a URL with the API key, asking for `accept`; throws on an error status. */
export async function get(url, accept) {
  const response = await fetch(url, { headers: { "X-API-Key": apiKey(), Accept: accept } });
  if (!response.ok) {
    throw new Error(`GET ${new URL(url).pathname} failed: ${await describe(response)}`);
  }
  return response;
}

/** GETs an image and saves it to `file`; returns its size and media type. */
export async function download(url, accept, file) {
  const response = await get(url, accept);
  const type = response.headers.get("Content-Type") ?? "";
  if (!type.startsWith("image/")) {
    throw new Error(`GET ${new URL(url).pathname} returned ${type || "no content type"}, not an image`);
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  await writeFile(file, bytes);
  return { bytes: bytes.length, type };
}

/** "400 Request validation failed: <detail> (request req_...)" from a problem+json body. */
async function describe(response) {
  const text = await response.text();
  try {
    const problem = JSON.parse(text);
    const request = problem.request_id ? ` (request ${problem.request_id})` : "";
    return `${response.status} ${problem.title}: ${problem.detail ?? ""}${request}`;
  } catch {
    return `${response.status} ${text.slice(0, 300)}`;
  }
}
