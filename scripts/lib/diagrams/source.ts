/**
 * Reads a diagram's Mermaid source (diagrams/<name>.mmd): its `%% title:` and
 * `%% alt:` header lines, and the steps of its text alternative, derived from
 * the same lines Mermaid draws (so the text cannot drift from the picture).
 * Understands the subset we write: state diagrams (`a --> b : label`,
 * `state "text" as id`) and flowcharts (`id["label"]`, `-->`, `-. label .->`).
 */

export type DiagramSource = {name: string; title: string; alt: string; steps: string[]; text: string};

const header = (text: string, key: string): string | undefined => new RegExp(`^%%\\s*${key}:\\s*(.+)$`, 'm').exec(text)?.[1]?.trim();

function stateSteps(lines: readonly string[]): string[] {
  const names = new Map<string, string>();
  for (const line of lines) {
    const alias = /^state\s+"([^"]+)"\s+as\s+(\w+)$/.exec(line);
    if (alias) names.set(alias[2]!, alias[1]!);
  }
  const nameOf = (id: string) => names.get(id) ?? id;
  return lines.flatMap((line) => {
    const edge = /^(\[\*\]|\w+)\s*-->\s*(\[\*\]|\w+)\s*(?::\s*(.+))?$/.exec(line);
    if (!edge) return [];
    const [, from, to, label] = edge as unknown as [string, string, string, string | undefined];
    const why = label ? ` (${label})` : '';
    if (from === '[*]') return [`Starts as ${nameOf(to)}${why}.`];
    if (to === '[*]') return [`${nameOf(from)} is final.`];
    if (from === to) return [`${nameOf(from)} stays ${nameOf(to)}${why}.`];
    return [`${nameOf(from)} → ${nameOf(to)}${why}.`];
  });
}

function flowSteps(lines: readonly string[]): string[] {
  const labels = new Map<string, string>();
  for (const line of lines) {
    for (const match of line.matchAll(/(\w+)\["([^"]+)"\]/g)) labels.set(match[1]!, match[2]!.replace(/<br\s*\/?>/g, ': '));
  }
  const nameOf = (id: string) => labels.get(id) ?? id;
  return lines.flatMap((line) => {
    const plain = line.replace(/\[("[^"]*")\]/g, '');
    const edge = /^(\w+)\s*(?:-->|-\.\s*(.+?)\s*\.->)\s*(\w+)$/.exec(plain);
    if (!edge) return [];
    const [, from, label, to] = edge as unknown as [string, string, string | undefined, string];
    return [`${nameOf(from)} → ${nameOf(to)}${label ? ` (${label})` : ''}.`];
  });
}

export function parseDiagram(name: string, text: string): DiagramSource {
  const title = header(text, 'title');
  const alt = header(text, 'alt');
  if (!title || !alt)
    throw new Error(`diagrams/${name}.mmd: start with "%% title: …" and "%% alt: …" lines (the figure caption and the image's text alternative)`);
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('%%'));
  const kind = lines[0] ?? '';
  const body = lines.slice(1);
  const steps = kind.startsWith('stateDiagram') ? stateSteps(body) : kind.startsWith('flowchart') ? flowSteps(body) : [];
  if (steps.length === 0) throw new Error(`diagrams/${name}.mmd: no transitions found — write a stateDiagram-v2 or a flowchart with "a --> b" lines`);
  return {name, title, alt, steps, text};
}

/** Width and height from the root <svg>'s viewBox (mermaid sets one; max-width is in its style). */
export function svgSize(svg: string): {width: number; height: number} {
  const viewBox = /<svg[^>]*\sviewBox="([-\d.\s]+)"/.exec(svg)?.[1]?.trim().split(/\s+/).map(Number);
  if (!viewBox || viewBox.length !== 4 || viewBox.some((n) => Number.isNaN(n))) throw new Error('diagram SVG has no viewBox');
  return {width: Math.ceil(viewBox[2]!), height: Math.ceil(viewBox[3]!)};
}

/**
 * Mermaid draws rounded boxes as long Bézier paths with 15-digit coordinates
 * (300 KB for one state diagram). A tenth of a pixel is enough on screen.
 */
export function compactSvg(svg: string): string {
  const round = (value: string) => String(Math.round(Number(value) * 10) / 10);
  return svg.replace(
    /\s(d|points|transform)="([^"]*)"/g,
    (_whole, attribute: string, value: string) => ` ${attribute}="${value.replace(/-?\d+\.\d{2,}(?:e-?\d+)?/g, round)}"`,
  );
}
