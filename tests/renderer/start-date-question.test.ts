import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { hireFieldsSchema } from '@shared/contract/onboarding-schemas';
import { HIRE_FIELD_MAX_LENGTH } from '@renderer/domain/hires/hire-field-limits';
import { startDateQuestion } from '@renderer/domain/hires/start-date-question';

const TODAY = dayjs('2026-11-27');

describe('a start date worth asking about before saving', () => {
  it('asks about a date in the past, saying how long ago as a coordinator says it, with the days where the words round them', () => {
    expect(startDateQuestion('2026-11-26', TODAY)).toBe('The start date, 11/26/2026, was yesterday. Is it right?');
    expect(startDateQuestion('2026-11-17', TODAY)).toBe('The start date, 11/17/2026, was 10 days ago. Is it right?');
    expect(startDateQuestion('2026-10-30', TODAY)).toBe('The start date, 10/30/2026, was 4 weeks ago (28 days). Is it right?');
    expect(startDateQuestion('2020-01-15', TODAY)).toBe('The start date, 01/15/2020, was 6 years ago (2,508 days). Is it right?');
  });

  it('asks about a date more than a year ahead, and about nothing from today to a year ahead', () => {
    expect(startDateQuestion('2028-02-27', TODAY)).toBe('The start date, 02/27/2028, is more than a year away: in 15 months (457 days). Is it right?');
    expect(startDateQuestion('2026-11-27', TODAY)).toBeUndefined();
    expect(startDateQuestion('2027-11-27', TODAY)).toBeUndefined();
    expect(startDateQuestion('not a date', TODAY)).toBeUndefined();
  });
});

describe('the hire form’s limits', () => {
  it('are the gateway’s own, read from the contract', () => {
    expect(HIRE_FIELD_MAX_LENGTH).toMatchObject({ firstName: 100, lastName: 100, preferredName: 100, jobTitle: 150 });
  });

  it('are said in the field’s own words when passed', () => {
    const fields = { firstName: 'a'.repeat(101), preferredName: 'b'.repeat(101), jobTitle: 'c'.repeat(151) };
    const result = hireFieldsSchema.pick({ firstName: true, preferredName: true, jobTitle: true }).safeParse(fields);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['firstName', 'First name can be at most 100 characters.'],
      ['preferredName', 'Preferred name can be at most 100 characters.'],
      ['jobTitle', 'Job title can be at most 150 characters.'],
    ]);
  });
});
