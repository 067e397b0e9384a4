import { AcademicStep } from './steps/academic-step.js';
import { AddressStep } from './steps/address-step.js';
import { DocumentsStep } from './steps/documents-step.js';
import { EconomicStep } from './steps/economic-step.js';
import { FinalizeStep } from './steps/finalize-step.js';
import { FinancialStep } from './steps/financial-step.js';
import { HouseholdStep } from './steps/household-step.js';
import { PersonalStep } from './steps/personal-step.js';
import { ReferencesStep } from './steps/references-step.js';

/** One component per step; the key makes each opening load its step afresh. */
export function StepView({ step, resultsNotice }: { step: number; resultsNotice: string }) {
  switch (step) {
    case 1:
      return <PersonalStep key={1} />;
    case 2:
      return <AddressStep key={2} />;
    case 3:
      return <AcademicStep key={3} />;
    case 4:
      return <ReferencesStep key={4} />;
    case 5:
      return <HouseholdStep key={5} />;
    case 6:
      return <EconomicStep key={6} />;
    case 7:
      return <DocumentsStep key={7} />;
    case 8:
      return <FinancialStep key={8} />;
    default:
      return <FinalizeStep key={9} resultsNotice={resultsNotice} />;
  }
}
