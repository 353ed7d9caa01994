/** Docusaurus's own client entry, as ./stages.ts imports it last (checked at build by ./index.ts). */
export const stockEntry = '@docusaurus/core/lib/client/clientEntry';
