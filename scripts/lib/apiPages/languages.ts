/**
 * Code samples from a HAR request, made with @readme/httpsnippet in Node at
 * `api:gen` time (see src/theme/README.md for why this generator). The
 * generator writes credentials as placeholders; each language then reads them
 * from the environment, the way the guides do.
 */
import {HTTPSnippet} from '@readme/httpsnippet';
import {formatJson} from '../formatJson';
import {basicPlaceholder} from './credentials';
import type {HarRequest} from './har';
import {sampleLanguages, type CodeSample, type SampleLanguage} from './types';

const targets = {
  curl: {target: 'shell', client: 'curl'},
  python: {target: 'python', client: 'requests'},
  javascript: {target: 'javascript', client: 'fetch'},
} as const satisfies Record<SampleLanguage, {target: string; client: string}>;

const placeholder = /__ENV_([A-Z_]+?)__/g;
const hasPlaceholder = (s: string): boolean => new RegExp(placeholder.source).test(s);

/** curl: a single-quoted word holding a placeholder becomes double-quoted with `$NAME`. */
export function curlWithEnv(code: string): string {
  return code
    .replace(/^(\s*)--header 'Authorization: Basic __BASIC_CREDENTIALS__'/m, '$1--user "$$CLIENT_ID:$$CLIENT_SECRET"')
    .replace(/'([^']*)'/g, (quoted, inner: string) => {
      if (!hasPlaceholder(inner)) return quoted;
      if (/["$`\\]/.test(inner)) throw new Error(`curl sample: cannot switch ${quoted} to double quotes`);
      return `"${inner.replace(placeholder, '$$$1')}"`;
    });
}

/** Python: a string holding a placeholder becomes `os.environ[...]` or an f-string. */
export function pythonWithEnv(code: string): string {
  let out = code.replace(
    `"${basicPlaceholder}"`,
    '"Basic " + base64.b64encode(f"{os.environ[\'CLIENT_ID\']}:{os.environ[\'CLIENT_SECRET\']}".encode()).decode()',
  );
  out = out.replace(/"([^"\n]*)"/g, (quoted, inner: string) => {
    if (!hasPlaceholder(inner)) return quoted;
    const whole = /^__ENV_([A-Z_]+?)__$/.exec(inner);
    if (whole) return `os.environ["${whole[1]}"]`;
    return `f"${inner.replace(placeholder, "{os.environ['$1']}")}"`;
  });
  const imports = ['import os', ...(out.includes('base64.') ? ['import base64'] : [])];
  return out === code ? code : `${imports.join('\n')}\n${out}`;
}

/** JavaScript: a string holding a placeholder becomes `process.env.NAME` or a template literal. */
export function javascriptWithEnv(code: string): string {
  const out = code.replace(`'${basicPlaceholder}'`, "'Basic ' + btoa(`${process.env.CLIENT_ID}:${process.env.CLIENT_SECRET}`)");
  return out.replace(/'([^'\n]*)'/g, (quoted, inner: string) => {
    if (!hasPlaceholder(inner)) return quoted;
    const whole = /^__ENV_([A-Z_]+?)__$/.exec(inner);
    if (whole) return `process.env.${whole[1]}`;
    return `\`${inner.replace(placeholder, '${process.env.$1}')}\``;
  });
}

const rewrite: Record<SampleLanguage, (code: string) => string> = {
  curl: curlWithEnv,
  python: pythonWithEnv,
  javascript: javascriptWithEnv,
};

/** Where the object or array literal that starts at `start` ends: brackets counted outside double-quoted strings. */
function literalEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const c = code[i];
    if (c === '"') {
      for (i++; i < code.length && code[i] !== '"'; i++) if (code[i] === '\\') i++;
    } else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) return i + 1;
  }
  throw new Error('Python sample: the payload literal does not end');
}

/**
 * A JSON body in the layout of `formatJson`, in every language: httpsnippet
 * prints it its own way per target (curl every number on a line of its own,
 * Python every array on one line however long). JavaScript's layout (objects
 * and arrays on one line when they fit) is already the same, so it stays.
 */
export function layoutJsonBody(lang: SampleLanguage, code: string, text: string): string {
  if (lang === 'javascript') return code;
  const body: unknown = JSON.parse(text);
  if (lang === 'curl') {
    const printed = JSON.stringify(body, null, 2);
    for (const [before, after] of [
      [`'\n${printed}\n'`, `'${formatJson(body)}'`],
      // A body of 20 characters or fewer: printed as it is.
      [`'${text}'`, `'${formatJson(body)}'`],
      [`<<EOF\n${printed}\nEOF`, `<<EOF\n${formatJson(body)}\nEOF`],
    ] as const) {
      if (code.includes(before)) return code.replace(before, () => after);
    }
    throw new Error('curl sample: the JSON body is not where httpsnippet 11 writes it');
  }
  const start = code.search(/^payload = [[{]/m);
  if (start < 0) throw new Error('Python sample: no `payload = ` literal for the JSON body');
  const literal = start + 'payload = '.length;
  return code.slice(0, literal) + formatJson(body, {keywords: 'python'}) + code.slice(literalEnd(code, literal));
}

export function codeSamplesOf(har: HarRequest): CodeSample[] {
  // The HAR type of httpsnippet is wider than ours; ours is a valid subset of it.
  const snippet = new HTTPSnippet(har as ConstructorParameters<typeof HTTPSnippet>[0]);
  const samples: CodeSample[] = [];
  const jsonBody = har.postData?.text && /json/.test(har.postData.mimeType) ? har.postData.text : undefined;
  for (const lang of sampleLanguages) {
    const {target, client} = targets[lang.value];
    // Synchronous in @readme/httpsnippet 11: one result per request in the HAR.
    const converted = snippet.convert(target, client, {indent: '  '});
    const raw = Array.isArray(converted) ? converted[0] : converted;
    if (typeof raw !== 'string') throw new Error(`${har.method} ${har.url}: httpsnippet wrote no ${lang.label} sample`);
    const laidOut = jsonBody === undefined ? raw : layoutJsonBody(lang.value, raw, jsonBody);
    const code = rewrite[lang.value](laidOut).trimEnd();
    if (code.includes('__ENV_') || code.includes('__BASIC_'))
      throw new Error(`${har.method} ${har.url}: ${lang.label} sample still has a credential placeholder`);
    samples.push({lang: lang.value, label: lang.label, highlight: lang.highlight, code});
  }
  return samples;
}
