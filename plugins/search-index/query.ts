/**
 * lunr's `Index#query`, for the clauses the engine builds (optional terms
 * with boosts, field lists, a trailing wildcard or an edit distance): the same
 * expanded terms, the same scores, the results in the same order, but none of
 * lunr's match data. lunr builds a `FieldRef`, a `MatchData` and a copy of
 * the metadata for every (entry, field) a term matches, to report which words
 * matched; the engine reads only the scores. A prefix typed in the search box
 * matches thousands of them ("co": 138 terms, 2,677 postings), and the worker
 * spent more time collecting that garbage than scoring, on a CPU the page's
 * main thread needs to draw the hits.
 */
import type lunrModule from 'lunr';

type Lunr = typeof lunrModule;

/** What `Index#query` reads of the index (lunr's own fields, not in its types). */
type IndexInternals = {
  fields: string[];
  /** lunr's `Pipeline#runString` takes the clause's fields as token metadata (its types say one argument). */
  pipeline: {runString: (text: string, metadata: {fields: string[]}) => string[]};
  tokenSet: lunrModule.TokenSet;
  invertedIndex: Record<string, Record<string, unknown>>;
  fieldVectors: Record<string, lunrModule.Vector>;
};

/** lunr's clause; its types leave out the presence it holds. */
type Clause = lunrModule.Query.Clause & {presence?: lunrModule.Query.presence};

export type QueryResult = {ref: string; score: number};

export function queryScores(lunr: Lunr, index: lunrModule.Index, build: (query: lunrModule.Query) => void): QueryResult[] {
  const internals = index as unknown as IndexInternals;
  const fromClause = (lunr.TokenSet as unknown as {fromClause: (clause: Clause) => lunrModule.TokenSet}).fromClause;
  const query = new lunr.Query(internals.fields);
  build(query);
  const queryVectors = new Map(internals.fields.map((field) => [field, new lunr.Vector([])]));
  const collected = new Set<string>();
  // Each entry's matching fields, in the order lunr meets them: its score is
  // their similarities summed in that order, as lunr sums them.
  const fieldsByRef = new Map<string, string[]>();
  for (const clause of query.clauses as Clause[]) {
    if ((clause.presence ?? lunr.Query.presence.OPTIONAL) !== lunr.Query.presence.OPTIONAL)
      throw new Error('queryScores: required and prohibited terms are not supported');
    const terms = clause.usePipeline ? internals.pipeline.runString(clause.term, {fields: clause.fields}) : [clause.term];
    for (const term of terms) {
      // lunr matches each term of the clause through the clause itself.
      clause.term = term;
      for (const expanded of internals.tokenSet.intersect(fromClause(clause)).toArray()) {
        const posting = internals.invertedIndex[expanded];
        if (!posting) continue;
        for (const field of clause.fields) {
          queryVectors.get(field)?.upsert(posting._index as number, clause.boost, (a, b) => a + b);
          const key = `${expanded}/${field}`;
          if (collected.has(key)) continue;
          collected.add(key);
          for (const ref of Object.keys(posting[field] as object)) {
            const fields = fieldsByRef.get(ref);
            if (fields === undefined) fieldsByRef.set(ref, [field]);
            else if (!fields.includes(field)) fields.push(field);
          }
        }
      }
    }
  }
  const results: QueryResult[] = [];
  for (const [ref, fields] of fieldsByRef) {
    let score = 0;
    for (const field of fields) {
      const fieldVector = internals.fieldVectors[`${field}/${ref}`];
      const queryVector = queryVectors.get(field);
      if (fieldVector && queryVector) score += queryVector.similarity(fieldVector);
    }
    results.push({ref, score});
  }
  return results.sort((a, b) => b.score - a.score);
}
