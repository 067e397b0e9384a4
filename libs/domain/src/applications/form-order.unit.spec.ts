import { diffApplication, replayApplication, type AuditedEvent } from '../audit/application-replay.js';
import { entriesInFormOrder, sortByOrder, DOCUMENT_TYPES } from './index.js';

// The portal's steps, field by field as each step asks them (portal/src/form/steps).
const ADDRESS = ['address', 'house_number', 'mobile_phone', 'home_phone', 'province', 'city', 'parish', 'sector', 'housing_type', 'ocupacion_vivienda', 'tiene_inquilinos', 'numero_dormitorios', 'basic_services', 'facebook', 'instagram', 'twitter'];
const ECONOMIC = ['currently_working', 'under_dependency', 'entrepreneur_artisan', 'monthly_income', 'income_activity', 'company_name', 'job_title', 'company_address', 'company_phone', 'company_city', 'start_date', 'months_worked'];
const FINANCIAL = ['monthly_income', 'housing_expenses', 'food_expenses', 'education_expenses', 'transport_expenses', 'health_expenses', 'clothing_expenses', 'basic_services_expenses', 'credit_card_expenses', 'other_expenses'];
const MEMBER = ['first_name', 'last_name', 'age', 'marital_status', 'relationship', 'education_level', 'occupation', 'company_institution', 'mobile_phone', 'home_phone', 'contributors'];

/** A section as jsonb gives it back: keys by length, then bytewise. */
const asJsonb = (fields: string[]) => Object.fromEntries([...fields].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)).map((f) => [f, `${f}-value`]));

const actor = { id: null, role: 'user', name: null };
const at = (second: number) => `2026-03-01T10:00:${String(second).padStart(2, '0')}.000Z`;
const events: AuditedEvent[] = [
  { revision: 0, type: 'FinancialSummarySaved', at: at(1), actor, data: { applicantId: 'a', details: asJsonb(FINANCIAL), savedAt: at(1) } },
  { revision: 1, type: 'EconomicStatusSaved', at: at(2), actor, data: { applicantId: 'a', details: asJsonb(ECONOMIC), rucCertificate: null, savedAt: at(2) } },
  { revision: 2, type: 'AddressDetailsSaved', at: at(3), actor, data: { applicantId: 'a', details: asJsonb(ADDRESS), savedAt: at(3) } },
  { revision: 3, type: 'HouseholdMemberAdded', at: at(4), actor, data: { applicantId: 'a', memberId: 'm1', member: asJsonb(MEMBER), addedAt: at(4) } },
  ...['economic_support', 'utility_bill', 'id_card'].map((documentType, i): AuditedEvent => ({
    revision: 4 + i,
    type: 'DocumentUploaded',
    at: at(5 + i),
    actor,
    data: { applicantId: 'a', documentId: `d${i}`, documentType, replaces: null, uploadedAt: at(5 + i), fileName: `${documentType}.pdf` },
  })),
];

describe("the form's order of an application's fields", () => {
  it('puts a stored section in the order the portal asks its fields, whatever order its keys come in', () => {
    expect(entriesInFormOrder('address_details', asJsonb(ADDRESS)).map(([field]) => field)).toEqual(ADDRESS);
    expect(entriesInFormOrder('economic_status', asJsonb(ECONOMIC)).map(([field]) => field)).toEqual(ECONOMIC);
    expect(entriesInFormOrder('financial_summary', asJsonb(FINANCIAL)).map(([field]) => field)).toEqual(FINANCIAL);
    expect(entriesInFormOrder('household_members', asJsonb(MEMBER)).map(([field]) => field)).toEqual(MEMBER);
  });

  it('keeps a field it does not know, after the known ones', () => {
    expect(entriesInFormOrder('financial_summary', { extra: 1, other_expenses: 2, monthly_income: 3 }).map(([field]) => field)).toEqual(['monthly_income', 'other_expenses', 'extra']);
  });

  it('orders documents by the catalog (the documents step)', () => {
    expect(sortByOrder(DOCUMENT_TYPES, ['economic_support', 'id_card', 'utility_bill'], (t) => t)).toEqual(['id_card', 'utility_bill', 'economic_support']);
  });

  it('replays sections, list items and documents for the audit in the form order', () => {
    const state = replayApplication('a', events, at(59));
    expect(Object.keys(state.sections)).toEqual(['address_details', 'economic_status', 'financial_summary']);
    expect(Object.keys(state.sections.address_details!)).toEqual(ADDRESS);
    expect(Object.keys(state.sections.economic_status!)).toEqual(ECONOMIC);
    expect(Object.keys(state.sections.financial_summary!)).toEqual(FINANCIAL);
    expect(Object.keys(state.household_members[0])).toEqual(['id', ...MEMBER]);
    expect(state.documents.map((d) => d.document_type)).toEqual(['id_card', 'utility_bill', 'economic_support']);
  });

  it("lists a save's changed fields in the form order", () => {
    const changes = diffApplication('a', events, at(2), at(3));
    expect(changes.map((c) => c.field)).toEqual(ADDRESS);
  });
});
