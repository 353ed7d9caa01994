import {formatJson} from '../formatJson';
import {credentialEnv, credentialOf} from './credentials';
import type {ApiOperation} from './decodeApi';
import {successResponseOf} from './examples';
import {harOf} from './har';
import {codeSamplesOf} from './languages';
import type {ApiSamples} from './types';

function bodyText(mediaType: string, value: unknown): string {
  return typeof value === 'string' && !/json/.test(mediaType) ? value : formatJson(value);
}

/** Everything an endpoint page's right-hand column shows, computed from the operation. */
export function buildSamples(op: ApiOperation, serverUrl: string): ApiSamples {
  const credential = credentialOf(op);
  const har = harOf(op, serverUrl, credential);
  const success = successResponseOf(op);
  const accepts = Object.entries(op.responses ?? {})
    .filter(([status]) => /^2\d\d$/.test(status))
    .flatMap(([, r]) => Object.keys(r.content ?? {}));
  return {
    method: op.method,
    path: op.path,
    url: har.url,
    credentials: credentialEnv(credential),
    samples: codeSamplesOf(har),
    response: success
      ? {
          status: success.status,
          description: success.description,
          ...(success.mediaType && success.value !== undefined
            ? {example: {mediaType: success.mediaType, text: bodyText(success.mediaType, success.value)}}
            : {}),
        }
      : null,
    contentTypes: Object.keys(op.requestBody?.content ?? {}),
    accepts: [...new Set(accepts)],
  };
}
