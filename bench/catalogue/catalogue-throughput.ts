import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { z } from 'zod';
import { API_PATHS } from '../../src/contract/api-paths';

const runFile = promisify(execFile);
const AUTOCANNON_CLI = createRequire(import.meta.url).resolve('autocannon');

/** The parts of autocannon's --json report these figures use. */
const autocannonReportSchema = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number() }),
  throughput: z.object({ average: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  '2xx': z.number(),
  non2xx: z.number(),
  statusCodeStats: z.record(z.string(), z.object({ count: z.number() })),
});

export interface LoadFigures {
  label: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  bytesPerSecond: number;
  totalRequests: number;
  /** Responses by HTTP status, e.g. { '200': 123 }. */
  statusCounts: Record<string, number>;
  errors: number;
}

export interface ResponseSize {
  status: number;
  bytes: number;
  contentEncoding: string | null;
  etag: string | null;
}

export interface LoadOptions {
  durationSeconds: number;
  connections: number;
}

/** One request, counting the bytes that cross the wire (no decompression). */
export function measureResponse(
  url: string,
  headers: Record<string, string>,
): Promise<ResponseSize> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        const encoding = response.headers['content-encoding'];
        const etag = response.headers.etag;
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          contentEncoding: typeof encoding === 'string' ? encoding : null,
          etag: typeof etag === 'string' ? etag : null,
        });
      });
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * Runs autocannon as its own process (so the load generator and this script do not share an
 * event loop) against one URL on this machine, bounded in time, and reads its JSON report.
 */
export async function runLoad(
  label: string,
  url: string,
  headers: Record<string, string>,
  options: LoadOptions,
): Promise<LoadFigures> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const { stdout } = await runFile(
    process.execPath,
    [
      AUTOCANNON_CLI,
      '--json',
      '--no-progress',
      '-c',
      String(options.connections),
      '-d',
      String(options.durationSeconds),
      ...headerArgs,
      url,
    ],
    { maxBuffer: 64 * 1024 * 1024, timeout: (options.durationSeconds + 60) * 1000 },
  );
  const report = autocannonReportSchema.parse(JSON.parse(stdout));
  return {
    label,
    requestsPerSecond: report.requests.average,
    latencyP50Ms: report.latency.p50,
    latencyP99Ms: report.latency.p99,
    bytesPerSecond: report.throughput.average,
    totalRequests: report.requests.total,
    statusCounts: Object.fromEntries(
      Object.entries(report.statusCodeStats).map(([status, stats]) => [status, stats.count]),
    ),
    errors: report.errors + report.timeouts,
  };
}

export interface CatalogueThroughputFigures {
  gzipResponse: ResponseSize;
  identityResponse: ResponseSize;
  fullResponses: LoadFigures;
  notModifiedResponses: LoadFigures;
}

/**
 * `GET /api/cards` under load twice: full gzipped responses, and revalidations with the ETag
 * (the 304 path every later visit of a browser takes).
 */
export async function measureCatalogueThroughput(
  baseUrl: string,
  options: LoadOptions,
): Promise<CatalogueThroughputFigures> {
  const url = `${baseUrl}${API_PATHS.cards}`;
  const gzip = { 'accept-encoding': 'gzip' };
  const identityResponse = await measureResponse(url, {});
  const gzipResponse = await measureResponse(url, gzip);
  const etag = gzipResponse.etag ?? '"none"';
  const fullResponses = await runLoad('200 gzip', url, gzip, options);
  const notModifiedResponses = await runLoad(
    '304 If-None-Match',
    url,
    { ...gzip, 'if-none-match': etag },
    options,
  );
  return { gzipResponse, identityResponse, fullResponses, notModifiedResponses };
}
