/**
 * What `npm run api:gen` derives from openapi/*.yaml, as functions: each spec
 * bundled into one document, and the Postman collection — deterministic,
 * byte for byte the same on every run, with values only from the specs'
 * examples (see settleRequests in ./postman.ts).
 */
import path from 'node:path';
import {bundle, createConfig} from '@redocly/openapi-core';
import Converter from 'openapi-to-postmanv2';
import {apiAreas, specPathOf} from '../../config/openapi';
import {site} from '../../config/site';
import {mergeCollections, settleRequests, withoutGeneratedIds, type PostmanCollection} from './postman';

export type OpenApiDoc = {info?: {title?: string}; paths?: Record<string, Record<string, unknown>>};

export async function bundledSpec(root: string, area: string): Promise<OpenApiDoc> {
  const config = await createConfig({});
  const result = await bundle({ref: path.join(root, specPathOf(area)), config});
  const problems = result.problems.filter((p) => p.severity === 'error');
  if (problems.length > 0) throw new Error(`${specPathOf(area)}: ${problems.map((p) => p.message).join('; ')}`);
  return result.bundle.parsed as OpenApiDoc;
}

function toPostman(area: string, spec: OpenApiDoc): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    Converter.convert(
      // A copy: the converter adds members to the document it reads.
      {type: 'json', data: structuredClone(spec)},
      {folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example', optimizeConversion: false},
      (error, result) => {
        if (error) return reject(error);
        const data = result.output?.[0]?.data as PostmanCollection | undefined;
        if (!result.result || !data) return reject(new Error(`${specPathOf(area)}: Postman conversion failed: ${result.reason ?? 'no output'}`));
        return resolve(data);
      },
    );
  });
}

/** The portal's Postman collection as the text of the downloadable file. */
export async function postmanCollectionText(specs: ReadonlyArray<{area: string; spec: OpenApiDoc}>): Promise<string> {
  const parts: Array<{area: string; title: string; collection: PostmanCollection}> = [];
  for (const {area, spec} of specs) {
    const converted = await toPostman(area, spec);
    const item = await settleRequests(converted.item, spec).catch((error: unknown) => {
      throw new Error(`${specPathOf(area)}: ${error instanceof Error ? error.message : String(error)}`);
    });
    parts.push({area, title: spec.info?.title ?? area, collection: {...converted, item}});
  }
  const collection = mergeCollections(
    `${site.title} — the platform's APIs`,
    `Every operation of the platform's APIs, generated from the OpenAPI specs of ${site.url}. Set apiKey (or accessToken) in the environment.`,
    parts,
  );
  return `${JSON.stringify(withoutGeneratedIds(collection), null, 2)}\n`;
}

/** Every spec of openapi/, bundled. */
export async function allBundledSpecs(root: string): Promise<Array<{area: string; spec: OpenApiDoc}>> {
  const out: Array<{area: string; spec: OpenApiDoc}> = [];
  for (const area of apiAreas) out.push({area, spec: await bundledSpec(root, area)});
  return out;
}
