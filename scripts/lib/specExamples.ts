/**
 * Every example value of an OpenAPI document (`example` and `examples.*.value`
 * of media types, parameters and schemas), with local `$ref`s resolved and a
 * label saying where it is.
 */
type Json = unknown;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function resolve(root: Json, value: Json, seen = new Set<string>()): Json {
  if (!isRecord(value) || typeof value.$ref !== 'string' || !value.$ref.startsWith('#/')) return value;
  if (seen.has(value.$ref)) return value;
  seen.add(value.$ref);
  let node: Json = root;
  for (const raw of value.$ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    node = isRecord(node) ? node[key] : undefined;
  }
  return resolve(root, node, seen);
}

export type SpecExample = {where: string; value: unknown};

export function specExamples(spec: Json): SpecExample[] {
  const out: SpecExample[] = [];
  const walk = (node: Json, where: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, `${where}/${i}`));
      return;
    }
    if (!isRecord(node)) return;
    for (const [key, member] of Object.entries(node)) {
      const at = `${where}/${key}`;
      if (key === 'example') out.push({where: at, value: resolve(spec, member)});
      else if (key === 'examples' && isRecord(member)) {
        for (const [name, example] of Object.entries(member)) {
          const resolved = resolve(spec, example);
          if (isRecord(resolved) && 'value' in resolved) out.push({where: `${at}/${name}`, value: resolved.value});
        }
      } else walk(member, at);
    }
  };
  walk(spec, '#');
  return out;
}
