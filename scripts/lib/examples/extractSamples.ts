import {apiHost, fencedBlocks, type Problem} from '../contentChecks';
import {parseFenceMeta} from './fenceMeta';
import {usesApiHost} from './pointAtMock';
import {runnerOf, type Runner} from './runners';

/** A fenced block that runs against the mock. `line` is the fence's opening line. */
export type Sample = {file: string; line: number; lang: string; runner: Runner; source: string};
/** A block in a sample language marked `norun="<reason>"`. */
export type Skipped = {file: string; line: number; lang: string; reason: string};

export type Extracted = {samples: Sample[]; skipped: Skipped[]; problems: Problem[]};

/**
 * Every fence in a sample language (bash/sh/shell, python, javascript/js, ts)
 * is a request sample unless its meta says `norun="<reason>"`. A sample that
 * never names `https://api.example.com` is a problem: either it is not a
 * request (mark it norun) or it uses another host the mock cannot serve.
 */
export function extractSamples(file: string, text: string): Extracted {
  const out: Extracted = {samples: [], skipped: [], problems: []};
  for (const fence of fencedBlocks(text)) {
    const runner = runnerOf(fence.lang);
    if (!runner) continue;
    const norun = parseFenceMeta(fence.meta).get('norun');
    if (norun !== undefined) {
      if (norun.trim() === '') {
        out.problems.push({file, line: fence.line, message: 'norun needs a reason: norun="fragment", norun="needs a refresh token", …'});
      } else {
        out.skipped.push({file, line: fence.line, lang: fence.lang, reason: norun.trim()});
      }
      continue;
    }
    if (!usesApiHost(fence.body)) {
      out.problems.push({
        file,
        line: fence.line,
        message: `${fence.lang} block sends no request to ${apiHost}. If it is not a request sample, add norun="<why>" to its fence.`,
      });
      continue;
    }
    out.samples.push({file, line: fence.line, lang: fence.lang, runner, source: fence.body});
  }
  return out;
}
