import type { Dispatch, ReactNode, SetStateAction } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { CORRECTION_FIELDS, DOCUMENT_TYPES, correctionFlagKey, entriesInFormOrder, sortByOrder } from '@postula/domain';
import type { ApplicationDetails } from '../../providers/review-methods.js';
import { FieldRow } from '../review/field-row.js';
import { flagOf, SECTION_TITLES as TITLES, useFieldText, type Section } from '../review/field-text.js';
import { LegalRepresentativeSection } from './legal-representative-section.js';

const EDITABLE: Section[] = ['personal_details', 'address_details', 'academic_details', 'economic_status', 'financial_summary'];
/** The document each section is checked against: opened beside it. */
const SUPPORTING_DOCUMENT: Partial<Record<Section, string>> = { personal_details: 'id_card', academic_details: 'graduation_certificate', address_details: 'utility_bill', economic_status: 'economic_support' };

type Document = ApplicationDetails['documents'][number];

/**
 * The application's sections as accordions, in form order: fields edited in place where the role may edit, correction
 * flags where it may review, each section's supporting document one click away.
 */
export function ApplicationSections({
  details,
  flags,
  onFlags,
  canReview,
  saveField,
  onOpenDocument,
}: {
  details: ApplicationDetails;
  flags: Record<string, boolean>;
  onFlags: Dispatch<SetStateAction<Record<string, boolean>>>;
  canReview: boolean;
  /** Saves one field; absent when the role may not edit. */
  saveField?: (section: Section, field: string) => (value: unknown) => Promise<void>;
  onOpenDocument: (doc: Document) => void;
}) {
  const display = useFieldText();
  const documentOf = (type: string) => details.documents.find((d) => d.document_type === type);

  const flag = (section: Section, field: string) => {
    const entry = flagOf(section, field);
    if (!entry || !canReview) return undefined;
    const key = correctionFlagKey(section, entry.flag);
    return { checked: !!flags[key], onChange: (checked: boolean) => onFlags((f) => ({ ...f, [key]: checked })) };
  };

  const section = (key: Section | 'applicant_info', body: ReactNode, supporting?: string) => (
    <Accordion key={key} defaultExpanded disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 700 }}>{TITLES[key]}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {supporting && documentOf(supporting) && (
          <Button size="small" sx={{ mb: 1 }} onClick={() => onOpenDocument(documentOf(supporting)!)}>
            Ver documento de respaldo
          </Button>
        )}
        {body}
      </AccordionDetails>
    </Accordion>
  );
  const fields = (key: Section, data: Record<string, unknown> | null) =>
    data ? entriesInFormOrder(key, data).map(([field, value]) => <FieldRow key={field} section={key} name={field} value={value} onSave={saveField && EDITABLE.includes(key) ? saveField(key, field) : undefined} flag={flag(key, field)} />) : <Typography>Sin datos</Typography>;
  const sectionFlag = (key: Section) => {
    if (!canReview) return null;
    const entry = CORRECTION_FIELDS[key][0];
    const flagKey = correctionFlagKey(key, entry.flag);
    return <FormControlLabel control={<Checkbox name={flagKey} checked={!!flags[flagKey]} onChange={(e) => onFlags((f) => ({ ...f, [flagKey]: e.target.checked }))} />} label={`Solicitar corrección: ${entry.label}`} />;
  };
  const list = (key: 'household_members' | 'personal_references', rows: Record<string, unknown>[], empty: string) => (
    <>
      {sectionFlag(key)}
      {rows.length ? rows.map((row, i) => (
        <Box key={String(row.id ?? i)} sx={{ mb: 1, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {entriesInFormOrder(key, row).filter(([k]) => k !== 'id').map(([k, v]) => (
            <Typography key={k} variant="body2">
              <strong>{display.label(key, k)}:</strong> {display.value(k, v)}
            </Typography>
          ))}
        </Box>
      )) : <Typography>{empty}</Typography>}
    </>
  );

  return (
    <>
      {section('applicant_info', Object.entries(details.applicant_info).map(([field, value]) => <FieldRow key={field} section="applicant_info" name={field} value={value} />))}
      {section(
        'application_info',
        Object.entries(details.application_info).map(([field, value]) => <FieldRow key={field} section="application_info" name={field} value={value} flag={flag('application_info', field)} />),
      )}
      {details.legal_representative && <LegalRepresentativeSection representative={details.legal_representative} />}
      {section('personal_details', fields('personal_details', details.personal_details), SUPPORTING_DOCUMENT.personal_details)}
      {section('address_details', fields('address_details', details.address_details), SUPPORTING_DOCUMENT.address_details)}
      {section('academic_details', fields('academic_details', details.academic_details), SUPPORTING_DOCUMENT.academic_details)}
      {section('personal_references', list('personal_references', details.personal_references, 'No hay referencias personales registradas'))}
      {section('household_members', list('household_members', details.household_members, 'No hay miembros del hogar registrados'))}
      {section('economic_status', fields('economic_status', details.economic_status), SUPPORTING_DOCUMENT.economic_status)}
      {section(
        'documents',
        <>
          {sectionFlag('documents')}
          {details.documents.length ? sortByOrder(DOCUMENT_TYPES, details.documents, (doc) => doc.document_type).map((doc) => (
            <Box key={doc.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
              <Typography variant="body2" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                <strong>{display.label('documents', doc.document_type)}</strong> · {doc.file_name}
              </Typography>
              <Button size="small" onClick={() => onOpenDocument(doc)}>
                Ver
              </Button>
            </Box>
          )) : <Typography>No hay documentos disponibles</Typography>}
        </>,
      )}
      {section('financial_summary', fields('financial_summary', details.financial_summary))}
    </>
  );
}
