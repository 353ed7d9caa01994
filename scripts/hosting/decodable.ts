/**
 * Which request paths a browser can decode. Docusaurus's router calls
 * decodeURIComponent on the path and shows "Pathname … could not be decoded"
 * (SPEC §5) when it throws: nginx answers those paths 400 instead, with a
 * friendly page. The check runs on the raw request line, so it is written as a
 * regular expression over percent-escapes that both PCRE (nginx) and
 * JavaScript (the unit test) read the same way.
 */

const hex = '[0-9A-Fa-f]';
/** A continuation byte, 80–BF. */
const cont = `%[89ABab]${hex}`;

/**
 * One character of a decodable path: a literal character, or the
 * percent-escapes of one well-formed UTF-8 sequence (RFC 3629: no overlong
 * forms, no surrogates, nothing above U+10FFFF) — what decodeURIComponent accepts.
 */
const pathUnit = [
  '[^%?]',
  `%[0-7]${hex}`, // U+0000–U+007F
  `%[Cc][2-9A-Fa-f]${cont}`, // C2–CF
  `%[Dd]${hex}${cont}`, // D0–DF
  `%[Ee]0%[AaBb]${hex}${cont}`, // E0 A0–BF
  `%[Ee][1-9A-Ca-c]${cont}${cont}`, // E1–EC
  `%[Ee][Dd]%[89]${hex}${cont}`, // ED 80–9F (no surrogates)
  `%[Ee][EeFf]${cont}${cont}`, // EE–EF
  `%[Ff]0%[9AaBb]${hex}${cont}${cont}`, // F0 90–BF
  `%[Ff][1-3]${cont}${cont}${cont}`, // F1–F3
  `%[Ff]4%8${hex}${cont}${cont}`, // F4 80–8F
].join('|');

/** Matches a request target (path and optional query) whose path decodes. */
export const decodableRequestPattern = `^(?:${pathUnit})*(?:\\?.*)?$`;

export function isDecodableRequest(requestTarget: string): boolean {
  return new RegExp(decodableRequestPattern, 's').test(requestTarget);
}
