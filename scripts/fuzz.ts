import { parseArgs } from 'node:util';
import { formatFuzzReport, runFuzz } from './fuzz/fuzz-run';

/**
 * `npm run fuzz -- [--seed N] [--requests N]`: sends seeded malformed requests to every route of
 * the real app on a throwaway database and fails (exit 1) on any 5xx, exception or hang.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      seed: { type: 'string', default: '1' },
      requests: { type: 'string', default: '2000' },
    },
  });
  const seed = Number(values.seed);
  const requests = Number(values.requests);
  if (!Number.isSafeInteger(seed) || !Number.isSafeInteger(requests) || requests < 1) {
    console.error('Uso: npm run fuzz -- [--seed N] [--requests N] (números enteros, N > 0).');
    return 2;
  }
  console.log(`Fuzzing de la API: semilla ${seed}, ${requests} solicitudes…`);
  const report = await runFuzz({
    seed,
    requests,
    onProgress: (sent) => {
      if (sent % 1000 === 0) console.log(`  ${sent} enviadas`);
    },
  });
  console.log(formatFuzzReport(report));
  return report.failures.length > 0 ? 1 : 0;
}

// An error that escapes a request (a crash of the server code) fails the run too.
const failOnCrash = (error: unknown) => {
  console.error('El proceso falló durante la prueba:', error);
  process.exit(1);
};
process.on('uncaughtException', failOnCrash);
process.on('unhandledRejection', failOnCrash);
process.exitCode = await main().catch((error: unknown) => {
  console.error('La prueba no pudo completarse:', error);
  return 1;
});
