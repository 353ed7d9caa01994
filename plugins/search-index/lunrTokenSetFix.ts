/**
 * Fix for a lunr 2.3.9 bug that made some searches throw
 * "Cannot read properties of undefined (reading '_index')".
 *
 * When lunr loads an index it compresses its word list into a TokenSet,
 * merging nodes whose `toString()` keys are equal. Upstream builds that key by
 * concatenating each edge's character and child node id with no separator, so
 * an edge '6' to node 12 and an edge '61' … collide once words contain digits
 * (ids like key_9b1f4e7c2d): different nodes are merged, the set then yields
 * words the index does not hold, and the query reads a missing posting.
 *
 * The replacement key ends each edge with ',' — an edge label is always one
 * UTF-16 unit, so "label, digits, comma" reads back one way only. Must run
 * before `lunr.Index.load`.
 */
import type lunrModule from 'lunr';

type TokenSetNode = {_str?: string; final: boolean; edges: Record<string, TokenSetNode>; id: number};

type ToString = (this: TokenSetNode) => string;
type TokenSetPrototype = {toString: ToString};

/** Upstream's `toString` of each TokenSet prototype this module patched (tests compare against it). */
const upstream = new WeakMap<TokenSetPrototype, ToString>();

/** lunr's own TokenSet key, whether or not the fix has been applied since. */
export function upstreamTokenSetToString(lunr: typeof lunrModule): ToString {
  const proto = lunr.TokenSet.prototype as unknown as TokenSetPrototype;
  return upstream.get(proto) ?? proto.toString;
}

export function fixLunrTokenSetKeys(lunr: typeof lunrModule): void {
  const proto = lunr.TokenSet.prototype as unknown as TokenSetPrototype;
  if (!upstream.has(proto)) upstream.set(proto, proto.toString);
  proto.toString = function toString(this: TokenSetNode): string {
    if (this._str) return this._str;
    let str = this.final ? '1' : '0';
    for (const label of Object.keys(this.edges).sort()) str += `${label}${this.edges[label]?.id ?? ''},`;
    return str;
  };
}
