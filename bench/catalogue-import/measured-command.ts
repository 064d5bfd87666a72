/**
 * Runs one command-line script in this process and, on exit, prints its wall time and peak
 * resident memory as one JSON line on stderr: `tsx measured-command.ts <script> [args…]`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [script, ...args] = process.argv.slice(2);
if (script === undefined) throw new Error('Usage: measured-command.ts <script> [args…]');
const started = performance.now();
process.on('exit', () => {
  const figures = {
    seconds: (performance.now() - started) / 1000,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  };
  process.stderr.write(`MEASURED ${JSON.stringify(figures)}\n`);
});
// The script reads its arguments from process.argv, as `npm run` would give them.
process.argv = [process.argv[0] ?? 'node', script, ...args];
await import(pathToFileURL(path.resolve(script)).href);
