/**
 * What `npm run api:gen` writes next to each generated endpoint page
 * (`docs/<area>/api/<id>.samples.json`) and what the page renders in its
 * right-hand column. Shared by the generator (scripts/api-pages.ts) and the
 * page component (src/components/ApiPage).
 */

/** Sample languages, in the order readers see them; values match the guides' tabs. */
export const sampleLanguages = [
  {value: 'curl', label: 'curl', highlight: 'bash'},
  {value: 'python', label: 'Python', highlight: 'python'},
  {value: 'javascript', label: 'JavaScript', highlight: 'javascript'},
] as const;

export type SampleLanguage = (typeof sampleLanguages)[number]['value'];

export type CodeSample = {lang: SampleLanguage; label: string; highlight: string; code: string};

export type ExampleBody = {mediaType: string; text: string};

export type ApiSamples = {
  method: string;
  path: string;
  /** The full URL of the sample request (server from config/site.ts). */
  url: string;
  /** Environment variables the samples read credentials from. */
  credentials: string[];
  samples: CodeSample[];
  /** First documented success response: status and example body, if any. */
  response: {status: string; description: string; example?: ExampleBody} | null;
  /** Media types of the request body and of success responses (the schema tabs' initial state). */
  contentTypes: string[];
  accepts: string[];
};

/**
 * What `api:gen` leaves in an endpoint page's props where the area shares a
 * schema (scripts/lib/apiPages/sharedSchemas.ts): entry n of the area's table.
 */
export const sharedKey = '$shared';
export type SharedRef = {[sharedKey]: number};
