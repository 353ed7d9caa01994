/**
 * npm run diagrams:gen   — renders diagrams/*.mmd (Mermaid) to static SVG, light and
 *                          dark, in static/img/diagrams/, and writes their captions and
 *                          text alternatives to src/data/diagrams.json.
 * npm run diagrams:check — renders again in memory and fails if any committed file differs
 *                          (edit the .mmd, then run diagrams:gen and commit the result).
 *
 * Rendering happens here, with Debian's Chromium (the one the browser tests use) and
 * Mermaid loaded into a blank page: readers get plain SVG files and no diagram JavaScript.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../config/chromium';
import {compactSvg, parseDiagram, svgSize, type DiagramSource} from './lib/diagrams/source';

const root = path.resolve(import.meta.dirname, '..');
const sourceDir = path.join(root, 'diagrams');
const svgDir = path.join(root, 'static', 'img', 'diagrams');
const dataFile = path.join(root, 'src', 'data', 'diagrams.json');
const mermaidScript = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');

const fontFamily = 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif';
/** Colors meet WCAG AA for text on the site's light (#ffffff) and dark (#1b1b1d) page backgrounds. */
const themes = {
  light: {
    background: '#ffffff',
    primaryColor: '#e6f5ef',
    primaryTextColor: '#0f1720',
    primaryBorderColor: '#0b6e4f',
    secondaryColor: '#f1f4f7',
    tertiaryColor: '#ffffff',
    lineColor: '#3d4a55',
    textColor: '#0f1720',
    edgeLabelBackground: '#ffffff',
    labelBackgroundColor: '#ffffff',
    nodeBorder: '#0b6e4f',
    mainBkg: '#e6f5ef',
  },
  dark: {
    darkMode: true,
    background: '#1b1b1d',
    primaryColor: '#12352a',
    primaryTextColor: '#e6edf3',
    primaryBorderColor: '#4fd1a5',
    secondaryColor: '#26323d',
    tertiaryColor: '#1b1b1d',
    lineColor: '#a9b4bf',
    textColor: '#e6edf3',
    edgeLabelBackground: '#1b1b1d',
    labelBackgroundColor: '#1b1b1d',
    nodeBorder: '#4fd1a5',
    mainBkg: '#12352a',
  },
} as const;
type ThemeName = keyof typeof themes;

export type DiagramData = Record<string, {title: string; alt: string; steps: string[]; width: number; height: number}>;

type MermaidApi = {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{svg: string}>;
};

function readSources(): DiagramSource[] {
  return fs
    .readdirSync(sourceDir)
    .filter((file) => file.endsWith('.mmd'))
    .sort()
    .map((file) => parseDiagram(file.replace(/\.mmd$/, ''), fs.readFileSync(path.join(sourceDir, file), 'utf8')));
}

async function render(sources: readonly DiagramSource[]): Promise<{files: Map<string, string>; data: DiagramData}> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({path: mermaidScript});
    const files = new Map<string, string>();
    const data: DiagramData = {};
    for (const source of sources) {
      for (const theme of Object.keys(themes) as ThemeName[]) {
        const svg = await page.evaluate(
          async ({id, text, themeVariables, font}) => {
            const mermaid = (window as unknown as {mermaid: MermaidApi}).mermaid;
            mermaid.initialize({
              startOnLoad: false,
              securityLevel: 'strict',
              theme: 'base',
              themeVariables: {...themeVariables, fontFamily: font, fontSize: '15px'},
              fontFamily: font,
              // SVG <text>, not HTML in <foreignObject>: renders the same inside an <img>.
              htmlLabels: false,
              flowchart: {htmlLabels: false},
              state: {htmlLabels: false},
            });
            return (await mermaid.render(id, text)).svg;
          },
          {id: `diagram-${source.name}`, text: source.text, themeVariables: themes[theme], font: fontFamily},
        );
        files.set(path.join(svgDir, `${source.name}-${theme}.svg`), `${compactSvg(svg)}\n`);
        if (theme === 'light') data[source.name] = {title: source.title, alt: source.alt, steps: source.steps, ...svgSize(svg)};
      }
    }
    files.set(dataFile, `${JSON.stringify(data, null, 2)}\n`);
    return {files, data};
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const {files} = await render(readSources());
  if (check) {
    const drift = [...files]
      .filter(([file, content]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content)
      .map(([file]) => path.relative(root, file));
    const expected = new Set([...files.keys()].filter((file) => file.startsWith(svgDir)));
    const stale = fs.existsSync(svgDir)
      ? fs
          .readdirSync(svgDir)
          .map((file) => path.join(svgDir, file))
          .filter((file) => !expected.has(file))
          .map((file) => path.relative(root, file))
      : [];
    if (drift.length > 0 || stale.length > 0) {
      console.error(
        `diagrams:check: generated files differ from diagrams/*.mmd — run \`npm run diagrams:gen\` and commit.\n  changed: ${drift.join(', ') || 'none'}\n  stale: ${stale.join(', ') || 'none'}`,
      );
      process.exit(1);
    }
    console.log(`diagrams:check: ${files.size} files match their sources`);
    return;
  }
  fs.rmSync(svgDir, {recursive: true, force: true});
  fs.mkdirSync(svgDir, {recursive: true});
  for (const [file, content] of files) fs.writeFileSync(file, content);
  console.log(`diagrams:gen: wrote ${files.size} files (${path.relative(root, svgDir)}/, ${path.relative(root, dataFile)})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
