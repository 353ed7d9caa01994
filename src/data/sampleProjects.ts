/**
 * Sample projects shown on /sample-projects/. Each links to a page with the
 * complete source and how to run it.
 */
export type SampleProject = {
  title: string;
  /** What it shows, in one sentence. */
  summary: string;
  languages: readonly string[];
  apis: readonly string[];
  to: string;
};

export const sampleProjects = [
  {
    title: 'CQL2 playground',
    summary: 'Compose a CQL2 filter in text or JSON, check it against the discovery queryables, and copy a ready STAC search body.',
    languages: ['Runs in your browser', 'curl', 'Python', 'JavaScript'],
    apis: ['Discovery'],
    to: '/docs/sample-projects/cql-playground',
  },
  {
    title: 'Credit usage report',
    summary: 'A script that prints this and last period’s credits per product and warns before a limit is reached.',
    languages: ['Python', 'JavaScript', 'curl'],
    apis: ['Usage', 'Authentication'],
    to: '/docs/usage/guides/usage-reporting',
  },
  {
    title: 'API key rotation',
    summary: 'Create a new key, switch your service to it, and delete the old one without downtime.',
    languages: ['Python', 'JavaScript', 'curl'],
    apis: ['Authentication'],
    to: '/docs/authentication/guides/api-key',
  },
  {
    title: 'Token client with refresh',
    summary: 'Get an OAuth bearer token with client credentials, refresh it before expiry and retry once on 401.',
    languages: ['Python', 'JavaScript', 'curl'],
    apis: ['Authentication'],
    to: '/docs/authentication/guides/get-a-token',
  },
] as const satisfies readonly SampleProject[];
