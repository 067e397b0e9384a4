import { describe, expect, it } from 'vitest';
import { emptyCorrections } from '@postula/domain';
import { formAccess, nextStep, NOTICES, openingStep, parseStep, previousStep, reachableSteps, stepAfter } from './wizard.js';

describe('wizard navigation', () => {
  it('goes back one step except from the first, and forward up to the ninth', () => {
    expect(previousStep(1)).toBeNull();
    expect(previousStep(4)).toBe(3);
    expect(nextStep(8)).toBe(9);
    expect(nextStep(9)).toBeNull();
  });

  it('goes from a corrected step to the next flagged one, skipping the read-only steps, and ends on the ninth', () => {
    const corrections = emptyCorrections();
    corrections.personal_details.birth_date = true;
    corrections.documents.documents = true;
    expect(stepAfter(1, corrections)).toBe(7);
    expect(stepAfter(2, corrections)).toBe(7);
    expect(stepAfter(7, corrections)).toBe(9);
    expect(stepAfter(9, corrections)).toBeNull();
    expect(stepAfter(2, null)).toBe(3);
  });

  it('reads the step from the address only when it names one of the nine', () => {
    expect(parseStep('3')).toBe(3);
    for (const bad of [undefined, '0', '10', 'dos', '2.5']) expect(parseStep(bad)).toBeNull();
  });

  it('opens on the first step not completed, or on the first flagged step in corrections mode', () => {
    expect(openingStep({ mode: 'edit' }, new Set(), null)).toBe(1);
    expect(openingStep({ mode: 'edit' }, new Set([1, 2, 3, 5]), null)).toBe(4);
    expect(openingStep({ mode: 'edit' }, new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]), null)).toBe(9);
    expect(openingStep({ mode: 'corrections' }, new Set([1, 2, 3, 4, 5, 6, 7, 8]), 6)).toBe(6);
  });

  it('lets the progress indicator open completed steps and the next one, never skipping ahead', () => {
    expect([...reachableSteps({ mode: 'edit' }, new Set([1, 2, 4]))]).toEqual([1, 2, 3]);
    expect(reachableSteps({ mode: 'corrections' }, new Set()).size).toBe(9);
  });

  it('opens the form for none and started while open, corrections mode for correction_review, a notice otherwise', () => {
    expect(formAccess('none', true)).toEqual({ mode: 'edit' });
    expect(formAccess('started', false)).toEqual({ mode: 'closed', message: NOTICES.periodEnded });
    expect(formAccess('correction_review', false)).toEqual({ mode: 'corrections' });
    expect(formAccess('correction_applicant', true)).toEqual({ mode: 'closed', message: 'Tus correcciones ya fueron enviadas y están siendo revisadas' });
    expect(formAccess('submitted', true)).toEqual({ mode: 'closed', message: NOTICES.alreadySubmitted });
  });
});
