/**
 * What every check reports (platform, content and OGC checks, the samples'
 * runner): a message at a line of a file. lineOf turns a 0-based index into a
 * text into that 1-based line, for the checks that match text.
 */
export type Problem = {file: string; line: number; message: string};

export function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
