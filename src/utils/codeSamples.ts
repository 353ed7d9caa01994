/** The tabs group of the code samples: guides (`<Tabs groupId="code-samples">`) and endpoint pages share the reader's language choice through it. */
export const codeSamplesGroup = 'code-samples';
