import timezoneList from 'timezones.json';
import { describe, expect, it } from 'vitest';
import { findTimezone, nameMatches, searchTimezones, TIMEZONES, timezoneMatches } from '@shared/timezones';

const texts = (query: string) => searchTimezones(query).map((entry) => entry.text);

describe('timezone list', () => {
  it('is the timezones.json package list, every entry with exactly value, abbr, offset, isdst, text and utc', () => {
    expect(TIMEZONES).toEqual(timezoneList);
    expect(TIMEZONES.length).toBeGreaterThan(100);
    for (const entry of TIMEZONES) {
      expect(Object.keys(entry).sort()).toEqual(['abbr', 'isdst', 'offset', 'text', 'utc', 'value']);
      expect(entry).toEqual({
        value: expect.any(String),
        abbr: expect.any(String),
        offset: expect.any(Number),
        isdst: expect.any(Boolean),
        text: expect.any(String),
        utc: expect.any(Array),
      });
      for (const zone of entry.utc) expect(typeof zone).toBe('string');
    }
  });

  it('identifies each entry by its text, which no two entries share (their value is shared once)', () => {
    expect(new Set(TIMEZONES.map((entry) => entry.text)).size).toBe(TIMEZONES.length);
    expect(TIMEZONES.filter((entry) => entry.value === 'GMT Standard Time').map((entry) => entry.text)).toEqual([
      '(UTC) Edinburgh, London',
      '(UTC) Dublin, Lisbon',
    ]);
    expect(findTimezone('(UTC) Dublin, Lisbon')?.utc).toContain('Europe/Dublin');
    expect(findTimezone('GMT Standard Time')).toBeUndefined();
  });

  it('is searched by text, ignoring case', () => {
    expect(texts('edinburgh')).toEqual(['(UTC) Edinburgh, London', '(UTC+01:00) Edinburgh, London']);
    expect(texts('HAWAII')).toEqual(['(UTC-10:00) Hawaii']);
  });

  it('is searched by zone name, reading underscores as spaces', () => {
    expect(texts('Europe/Lisbon')).toEqual(['(UTC) Dublin, Lisbon']);
    expect(texts('new york')).toContain('(UTC-05:00) Eastern Time (US & Canada)');
    expect(texts('America/New_York')).toContain('(UTC-05:00) Eastern Time (US & Canada)');
    expect(texts('Asia/Tokyo')).toEqual(['(UTC+09:00) Osaka, Sapporo, Tokyo']);
    expect(nameMatches('America/Los_Angeles', 'los angeles')).toBe(true);
  });

  it('is searched by Windows name and abbreviation', () => {
    expect(texts('Hawaiian Standard Time')).toEqual(['(UTC-10:00) Hawaii']);
    const alaska = findTimezone('(UTC-09:00) Alaska')!;
    expect(timezoneMatches(alaska, 'akdt')).toBe(true);
  });

  it('answers an empty search with every entry, and an unknown one with none', () => {
    expect(searchTimezones('   ')).toHaveLength(TIMEZONES.length);
    expect(searchTimezones('Atlantis/Nowhere')).toEqual([]);
  });
});
