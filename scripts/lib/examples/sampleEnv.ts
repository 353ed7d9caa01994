/** Dummy credentials: the mock checks that credentials are sent, never their value. */
export const dummyCredentials: Readonly<Record<string, string>> = {
  API_KEY: 'ak_test_0000000000000000000000000000',
  CLIENT_ID: 'client_test_0000',
  CLIENT_SECRET: 'secret_test_0000',
  ACCESS_TOKEN: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ0ZXN0In0.',
};

const dropped = ['http_proxy', 'https_proxy', 'all_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY', 'NODE_OPTIONS'];

/**
 * The environment a sample runs in: the caller's, without proxies (the mock is
 * on 127.0.0.1) or NODE_OPTIONS (samples run in plain Node), and with dummy
 * values for the documented credential variables, overriding real ones.
 */
export function sampleEnv(base: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...base};
  for (const name of dropped) delete env[name];
  return {...env, ...dummyCredentials, NO_PROXY: '127.0.0.1,localhost', no_proxy: '127.0.0.1,localhost', PYTHONDONTWRITEBYTECODE: '1'};
}
