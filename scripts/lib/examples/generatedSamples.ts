/**
 * The samples `api:gen` wrote for every endpoint page
 * (docs/<area>/api/<id>.samples.json, see scripts/api-pages.ts): each runs
 * against the mock like a guide's sample, so a spec change that breaks a
 * generated sample fails `npm test`. Line N of such a "file" is its Nth sample.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ApiSamples} from '../apiPages/types';
import type {Sample} from './extractSamples';
import {runnerOf} from './runners';

const samplesFile = /^docs\/[^/]+\/api\/[^/]+\.samples\.json$/;

export function isGeneratedSamplesFile(file: string): boolean {
  return samplesFile.test(file);
}

/** docs/<area>/api/*.samples.json, relative to `root`, sorted. */
export function generatedSampleFiles(root: string): string[] {
  const docs = path.join(root, 'docs');
  return fs
    .readdirSync(docs, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(docs, entry.name, 'api')))
    .flatMap((entry) => fs.readdirSync(path.join(docs, entry.name, 'api')).map((f) => `docs/${entry.name}/api/${f}`))
    .filter(isGeneratedSamplesFile)
    .sort();
}

/** curl runs as bash; the other languages by their own name. */
export function samplesOf(file: string, data: ApiSamples): Sample[] {
  return data.samples.map((sample, index) => {
    const lang = sample.lang === 'curl' ? 'bash' : sample.lang;
    const runner = runnerOf(lang);
    if (!runner) throw new Error(`${file}: no runner for generated ${sample.label} samples`);
    return {file, line: index + 1, lang: sample.lang, runner, source: sample.code};
  });
}
