/**
 * The one way the mock's users (run-examples.ts, the Postman test, the
 * samples test) get a mock: with PLATFORM_MOCK=<file> set they attach to the
 * shared mock it describes (npm test starts one for all three, so Prism
 * starts once), else they start their own, as each does when run alone.
 * Attaching checks the file first: a missing, malformed or stale one (its
 * mock stopped) fails at once with the reason, never hangs.
 */
import fs from 'node:fs';
import {attachedPlatform, startMockPlatform, type MockPlatform} from './mockPlatform';
import {probePrism} from './prismProbe';
import {parseSharedMock, sharedMockVariable, upstreamsFor} from './sharedMock';

type Spec = {file: string; paths: string[]};

/** The shared mock of PLATFORM_MOCK, else a new mock of `specs` (stopped by its stop()). */
export function mockPlatformFor(root: string, specs: readonly Spec[], env: NodeJS.ProcessEnv = process.env): Promise<MockPlatform> {
  const file = env[sharedMockVariable];
  return file ? attachSharedMock(root, specs, file) : startMockPlatform(root, specs);
}

/** Attaches to the shared mock described in `file`, once each Prism of `specs` answers there as Prism. */
export async function attachSharedMock(root: string, specs: readonly Spec[], file: string, timeoutMs = 2000): Promise<MockPlatform> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${sharedMockVariable}=${file}: cannot read the shared mock description (${reason}). Is \`npm run mock:start\` running and ready?`);
  }
  const mock = parseSharedMock(text, file);
  const upstreams = upstreamsFor(mock, file, root, specs);
  const answers = await Promise.all(upstreams.map((u) => probePrism(u.port, timeoutMs)));
  const problems = upstreams.flatMap((u, i) =>
    answers[i] === 'prism' ? [] : [`${u.spec} on 127.0.0.1:${u.port}: ${answers[i] === 'other' ? 'something else answers' : 'nothing answers'}`],
  );
  if (problems.length > 0) {
    throw new Error(
      `${sharedMockVariable}=${file} is stale: the shared mock (pid ${mock.pid}) does not answer as Prism:\n  ${problems.join('\n  ')}\n` +
        `Start it again with \`${sharedMockVariable}=${file} npm run mock:start\`, or unset ${sharedMockVariable} to start a mock of its own.`,
    );
  }
  return attachedPlatform(upstreams);
}
