import type { ComponentType } from 'react';
import { AcademicStep } from './steps/academic-step.js';
import { AddressStep } from './steps/address-step.js';
import { DocumentsStep } from './steps/documents-step.js';
import { EconomicStep } from './steps/economic-step.js';
import { FinancialStep } from './steps/financial-step.js';
import { FinalizeStep } from './steps/finalize-step.js';
import { HouseholdStep } from './steps/household-step.js';
import { PersonalStep } from './steps/personal-step.js';
import { ReferencesStep } from './steps/references-step.js';

/** Steps 1 to 8 in order; step 9 (finalize) also takes the results notice. */
const STEPS: readonly ComponentType[] = [PersonalStep, AddressStep, AcademicStep, ReferencesStep, HouseholdStep, EconomicStep, DocumentsStep, FinancialStep];

/** One component per step; the key makes each opening load its step afresh. */
export function StepView({ step, resultsNotice }: { step: number; resultsNotice: string }) {
  const Step = STEPS[step - 1];
  return Step ? <Step key={step} /> : <FinalizeStep key={9} resultsNotice={resultsNotice} />;
}
