import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '@renderer/app/page-paths';
import { ROUTES } from '@shared/routes';
import { NEW_HIRE_SCREENS, OFF_THE_JOURNEY, SIGNED_OUT_SCREENS, STAFF_SCREENS } from '../e2e/support/accessibility-journey';

const onTheJourney = new Set<string>([...SIGNED_OUT_SCREENS, ...STAFF_SCREENS, ...NEW_HIRE_SCREENS]);

describe('the accessibility journey', () => {
  it('opens every address of the app, or says why not', () => {
    const missing = [...new Set<string>([...Object.values(ROUTES), ...PAGE_PATHS])].filter(
      (path) => !onTheJourney.has(path) && OFF_THE_JOURNEY[path] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('leaves off only addresses the app has and the journey does not open', () => {
    const known = new Set<string>(Object.values(ROUTES));
    const wrong = Object.keys(OFF_THE_JOURNEY).filter((path) => !known.has(path) || onTheJourney.has(path));
    expect(wrong).toEqual([]);
  });
});
