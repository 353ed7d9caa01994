/**
 * What `<id>.explorer.json` keeps of an operation: the fields the request
 * editor reads (src/components/RequestEditor and the theme's ApiExplorer it
 * renders), nothing else. The full operation is about 45 KB per page, nearly
 * all of it response schemas the editor never shows; of the responses the
 * editor needs only the media types of the success ones (its Accept header).
 */
import type {ApiOperation} from './decodeApi';

/** Fields of the operation the editor reads (ApiExplorer, Request, CodeSnippets, Authorization). */
const editorFields = [
  'id',
  'method',
  'path',
  'parameters',
  'requestBody',
  'jsonRequestBodyExample',
  'servers',
  'security',
  'securitySchemes',
  'postman',
  'x-codeSamples',
] as const;

export function explorerData(api: ApiOperation): Record<string, unknown> {
  const fields: Record<string, unknown> = api;
  const kept: Record<string, unknown> = {};
  for (const field of editorFields) {
    const value = fields[field];
    if (value !== undefined) kept[field] = value;
  }
  const responses: Record<string, {description: string; content: Record<string, object>}> = {};
  for (const [status, response] of Object.entries(api.responses ?? {})) {
    if (!/^2\d\d$/.test(status)) continue;
    responses[status] = {description: '', content: Object.fromEntries(Object.keys(response.content ?? {}).map((type) => [type, {}]))};
  }
  kept.responses = responses;
  return kept;
}
