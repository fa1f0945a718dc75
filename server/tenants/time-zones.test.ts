import { describe, expect, it } from 'vitest';
import { timeZoneProblem } from './time-zones';

describe('timeZoneProblem', () => {
  it.each(['Pacific/Auckland', 'Australia/Brisbane', 'Asia/Shanghai', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Calcutta', 'Etc/GMT+8'])(
    'accepts %s',
    (zone) => {
      expect(timeZoneProblem(zone)).toBeNull();
    },
  );

  it.each([
    ['Asia/Singapur', 'did you mean "Asia/Singapore"?'],
    ['Pacific/Aukland', 'did you mean "Pacific/Auckland"?'],
    ['asia/singapore', 'did you mean "Asia/Singapore"?'],
    ['+08:00', '(for example Pacific/Auckland)'],
    ['Mars/Olympus_Mons', '(for example Pacific/Auckland)'],
  ])('refuses %s, suggesting the nearest name', (zone, hint) => {
    expect(timeZoneProblem(zone)).toBe(`is not an IANA time zone name (got ${JSON.stringify(zone)})${hint.startsWith('(') ? ` ${hint}` : `, ${hint}`}`);
  });
});
