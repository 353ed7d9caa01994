/** The Prism language for a body of this media type: JSON, XML (GML too), else plain text. */
export function highlightOf(mediaType: string): 'json' | 'xml' | 'text' {
  if (/json/.test(mediaType)) return 'json';
  if (/xml|gml/.test(mediaType)) return 'xml';
  return 'text';
}
