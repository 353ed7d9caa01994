/**
 * Text checks against the platform's shared conventions: every problem type
 * used is a section of the API conventions page (the generic `about:blank`
 * counts as one, so it fails unless the page lists it), and webhook delivery
 * numbers stated in prose (acknowledge deadline, retry window) match the one
 * delivery policy of openapi/_shared/webhooks.yaml.
 */
import {lineOf, type Problem} from './problem';

/**
 * Problem type names used in a text: `api-conventions#<name>` links and type URIs, and the generic
 * `about:blank` given as a `type` (JSON or YAML), named `about-blank`: the section id a `### about:blank`
 * heading on the conventions page would have. Every problem type must be listed there, the generic one too.
 */
export function problemTypesUsed(text: string): Array<{name: string; index: number}> {
  return [
    ...[...text.matchAll(/api-conventions#([a-z][a-z-]*)/g)].map((m) => ({name: m[1] ?? '', index: m.index})),
    ...[...text.matchAll(/["']?\btype["']?\s*:\s*["']?about:blank\b/g)].map((m) => ({name: 'about-blank', index: m.index})),
  ].sort((a, b) => a.index - b.index);
}

/** Section ids of `### name` headings on the conventions page. */
export function conventionSections(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/^#{2,3} ([^\n{]+?)\s*$/gm)].map((m) =>
      (m[1] ?? '')
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    ),
  );
}

/** Statements of webhook delivery numbers (acknowledge deadline, retry window) that disagree with the one policy. */
export function checkDeliveryPolicyText(file: string, text: string, policy: {acknowledge_within_seconds: number; window: string}): Problem[] {
  const problems: Problem[] = [];
  const windowHours = Number(/^(\d+) hours/.exec(policy.window)?.[1]);
  for (const m of text.matchAll(/retr(?:y|ied|ies)[^.\n]{0,120}?(?:about|roughly|up to|for|over) (\d+) hours/gi)) {
    if (Number(m[1]) !== windowHours) {
      problems.push({
        file,
        line: lineOf(text, m.index),
        message: `webhook retry window ${m[1]} hours: the delivery policy says ${policy.window} (openapi/_shared/webhooks.yaml x-delivery-policy)`,
      });
    }
  }
  for (const m of text.matchAll(/(?:answer|acknowledge|respond)[^.\n]{0,40}?`?2xx`?[^.\n]{0,20}?within (\d+) seconds/gi)) {
    if (Number(m[1]) !== policy.acknowledge_within_seconds) {
      problems.push({
        file,
        line: lineOf(text, m.index),
        message: `webhook acknowledge deadline ${m[1]} s: the delivery policy says ${policy.acknowledge_within_seconds} s (openapi/_shared/webhooks.yaml x-delivery-policy)`,
      });
    }
  }
  return problems;
}
