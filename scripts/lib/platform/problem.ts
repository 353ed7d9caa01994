/**
 * What every platform check reports: a message at a line of a file. lineOf
 * turns an index into a text into that line, for the checks that match text.
 */
export type Problem = {file: string; line: number; message: string};

export function lineOf(text: string, index: number): number {
  let line = 1;
  for (let i = 0; i < index && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}
