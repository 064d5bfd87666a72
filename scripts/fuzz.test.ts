import { describe, expect, it } from 'vitest';
import { formatFuzzReport, runFuzz } from './fuzz/fuzz-run';

describe('npm run fuzz', () => {
  // Most of the time goes to creating the seeded database; a loaded machine may need longer.
  it(
    'gets no 5xx, exception or hang from 300 seeded malformed requests',
    { timeout: 120_000 },
    async () => {
      const report = await runFuzz({ seed: 20_260_101, requests: 300 });

      expect(report.requests).toBe(300);
      // The whole report in the failure message: each 5xx with the request that caused it.
      expect(report.failures, formatFuzzReport(report)).toEqual([]);
      // The run reached the routes' validation, not only their front doors.
      expect(report.statuses.get(400)).toBeGreaterThan(0);
      expect(report.statuses.get(200)).toBeGreaterThan(0);
    },
  );
});
