import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { WRK } from '../../scripts/debian-packages';

const runFile = promisify(execFile);

export interface WrkFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  /** Responses wrk counted as errors: sockets, timeouts and statuses other than 2xx/3xx. */
  errors: number;
  totalRequests: number;
}

export interface WrkLoad {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationSeconds: number;
  threads: number;
}

const UNIT_TO_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

function readLatency(output: string, percentile: string): number {
  const match = output.match(new RegExp(`^\\s+${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'mu'));
  if (!match) throw new Error(`wrk printed no ${percentile}% latency:\n${output}`);
  return Number(match[1]) * (UNIT_TO_MS[match[2] ?? 'ms'] ?? 1);
}

function readNumber(output: string, pattern: RegExp): number {
  const match = output.match(pattern);
  return match ? Number(match[1]) : 0;
}

/** Runs wrk (Debian's, a C load generator that two cores never saturate first) and reads its report. */
export async function runWrk(load: WrkLoad): Promise<WrkFigures> {
  const headerArgs = Object.entries(load.headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { stdout } = await runFile(
    WRK.path,
    [
      `-t${load.threads}`,
      `-c${load.connections}`,
      `-d${load.durationSeconds}s`,
      '--latency',
      ...headerArgs,
      load.url,
    ],
    { maxBuffer: 1024 * 1024 },
  );
  const socketErrors = stdout.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/u,
  );
  const errors =
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) +
    readNumber(stdout, /Non-2xx or 3xx responses: (\d+)/u);
  return {
    requestsPerSecond: readNumber(stdout, /Requests\/sec:\s+([\d.]+)/u),
    latencyP50Ms: readLatency(stdout, '50'),
    latencyP99Ms: readLatency(stdout, '99'),
    errors,
    totalRequests: readNumber(stdout, /(\d+) requests in/u),
  };
}
