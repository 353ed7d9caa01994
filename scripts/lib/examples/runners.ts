/** How each sample language is run. Languages missing here are not request samples. */
export type Runner = 'bash' | 'python' | 'node' | 'tsx';

const runnerByLang: Readonly<Record<string, Runner>> = {
  bash: 'bash',
  sh: 'bash',
  shell: 'bash',
  python: 'python',
  py: 'python',
  javascript: 'node',
  js: 'node',
  mjs: 'node',
  ts: 'tsx',
  typescript: 'tsx',
};

export function runnerOf(lang: string): Runner | undefined {
  return runnerByLang[lang.toLowerCase()];
}

/** File extension of a sample written to disk: .mjs/.mts so that top-level await and `import` work. */
export const extensionOf: Readonly<Record<Runner, string>> = {bash: '.sh', python: '.py', node: '.mjs', tsx: '.mts'};
