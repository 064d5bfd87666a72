import { describe, expect, it } from 'vitest';
import { describeEffectiveDate, formatEffectiveDate } from './effective-date';

describe('formatEffectiveDate', () => {
  it.each([
    ['2025-12-01', '1 de diciembre de 2025'],
    ['2026-01-31', '31 de enero de 2026'],
    ['2024-02-29', '29 de febrero de 2024'],
    ['2025-09-09', '9 de septiembre de 2025'],
  ])('writes %s as "%s"', (isoDate, expected) => {
    expect(formatEffectiveDate(isoDate)).toBe(expected);
  });

  it.each(['2025-13-01', '2025-00-10', '2025-12-00', '2025-12-32', '1/12/2025', ''])(
    'returns %j unchanged because it is not a calendar date',
    (text) => {
      expect(formatEffectiveDate(text)).toBe(text);
    },
  );
});

describe('describeEffectiveDate', () => {
  it('says since when a published list is in force', () => {
    expect(describeEffectiveDate('2025-12-01')).toBe('Vigente desde 1 de diciembre de 2025');
  });

  it('says nothing for a list without a date, such as a visitor’s own', () => {
    expect(describeEffectiveDate(null)).toBeNull();
  });
});
