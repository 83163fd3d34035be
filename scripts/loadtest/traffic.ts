/**
 * The load run's traffic: what a visitor's browser asks for, in one sequence per connection
 * (autocannon cycles each connection through it). Pages (home, a module page, the blog), the
 * stylesheet every page loads (Brotli, as browsers ask for it), the published-post list the blog
 * island fetches, and a contact-form submission. Each submission carries a new id and email; the
 * ids answered 201 are collected so the run can check them against the database afterwards.
 *
 * autocannon ends a run by closing its connections, so the submissions in flight at that moment
 * may be stored without their answer ever arriving. Those are sent once more with the same id, as
 * the contact form retries a send whose answer was lost: the database keeps one row per id, so
 * afterwards the acknowledged ids and the stored rows must match exactly.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { MODULE_SLUGS } from '../../src/data/modules/index.ts';
import { publishedPostsPath } from '../bench/serving.ts';
import {
  CONTACT_PATH,
  contactHeaders,
  newContactSubmission,
  sendContact,
  type ContactSubmission,
} from './contact-submissions.ts';

/** autocannon's per-request timeout: an answer slower than this counts as a hang. */
export const REQUEST_TIMEOUT_SECONDS = 10;

export interface TrafficTally {
  /** Ids of submissions answered 201. */
  acknowledged: Set<string>;
  /** Every submission handed to autocannon, and which of them got an answer. */
  sent: Map<string, ContactSubmission>;
  answered: Set<string>;
  /** Answers per request name and status. */
  byRequest: Map<string, Map<number, number>>;
}

interface Step {
  name: string;
  request: autocannon.Request;
}

/** The stylesheet the home page links, as a browser would fetch it next. */
function homeStylesheet(distDir: string): string {
  const home = readFileSync(join(distDir, 'index.html'), 'utf8');
  const href = /href="(\/_astro\/[^"]+\.css)"/.exec(home)?.[1];
  if (!href)
    throw new Error(`${distDir}/index.html links no /_astro/*.css stylesheet; is the build complete?`);
  return href;
}

function steps(distDir: string, publishableKey: string, tally: TrafficTally): Step[] {
  const browser = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const apiKey = { apikey: publishableKey, authorization: `Bearer ${publishableKey}` };
  const modulePage = `/${MODULE_SLUGS[0]}`;
  return [
    { name: 'GET /', request: { method: 'GET', path: '/', headers: browser } },
    { name: `GET ${modulePage}`, request: { method: 'GET', path: modulePage, headers: browser } },
    { name: 'GET /blog', request: { method: 'GET', path: '/blog', headers: browser } },
    {
      name: 'GET stylesheet (br)',
      request: { method: 'GET', path: homeStylesheet(distDir), headers: { 'accept-encoding': 'br' } },
    },
    { name: 'GET published posts', request: { method: 'GET', path: publishedPostsPath(), headers: apiKey } },
    {
      name: 'POST contact message',
      request: {
        method: 'POST',
        path: CONTACT_PATH,
        headers: contactHeaders(publishableKey),
        setupRequest: (request, context) => {
          const submission = newContactSubmission();
          (context as { submissionId?: string }).submissionId = submission.id;
          tally.sent.set(submission.id, submission);
          return { ...request, body: submission.body };
        },
        onResponse: (status, _body, context) => {
          const id = (context as { submissionId?: string }).submissionId;
          if (!id) return;
          tally.answered.add(id);
          if (status === 201) tally.acknowledged.add(id);
        },
      },
    },
  ];
}

/** Answers per status over every request of the mix. */
export function totalStatuses(tally: TrafficTally): Map<number, number> {
  const statuses = new Map<number, number>();
  for (const byStatus of tally.byRequest.values()) {
    for (const [status, count] of byStatus) statuses.set(status, (statuses.get(status) ?? 0) + count);
  }
  return statuses;
}

export interface TrafficRun {
  result: autocannon.Result;
  tally: TrafficTally;
  /** Submissions cut off by the end of the run and sent again (same id). */
  resent: number;
  /** The request names in the order each connection sends them. */
  names: string[];
}

/** Drives `baseUrl` with the mix from this process, over loopback, until `durationSeconds` pass. */
export async function driveTraffic(options: {
  baseUrl: string;
  distDir: string;
  publishableKey: string;
  connections: number;
  durationSeconds: number;
}): Promise<TrafficRun> {
  const tally: TrafficTally = {
    acknowledged: new Set(),
    sent: new Map(),
    answered: new Set(),
    byRequest: new Map(),
  };
  const count = (name: string, status: number) => {
    const statuses = tally.byRequest.get(name) ?? new Map<number, number>();
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    tally.byRequest.set(name, statuses);
  };
  const mix = steps(options.distDir, options.publishableKey, tally);
  const requests = mix.map(({ name, request }) => {
    const onResponse = request.onResponse;
    return {
      ...request,
      onResponse: (status: number, body: string, context: object, headers: autocannon.Request['headers']) => {
        count(name, status);
        if (typeof onResponse === 'function') onResponse(status, body, context, headers);
      },
    };
  });
  const result = await autocannon({
    url: options.baseUrl,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: REQUEST_TIMEOUT_SECONDS,
    requests,
  });
  const cutOff = [...tally.sent.values()].filter((submission) => !tally.answered.has(submission.id));
  for (const submission of cutOff) {
    const status = await sendContact(options.baseUrl, options.publishableKey, submission);
    if (status === 201) tally.acknowledged.add(submission.id);
  }
  return { result, tally, resent: cutOff.length, names: mix.map((step) => step.name) };
}
