import { Accordion, AccordionDetails, AccordionSummary, Alert, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ApplicationDetails } from '../../providers/review-methods.js';
import { formatDateTime } from '../../layout/format.js';

type Representative = NonNullable<ApplicationDetails['legal_representative']>;

/** An applicant under 15: the legal representative they named and whether that person confirmed (LOPDP Art. 21). */
export function LegalRepresentativeSection({ representative: r }: { representative: Representative }) {
  const rows: [string, string][] = [
    ['Nombres', r.first_name],
    ['Apellidos', r.last_name],
    ['Cédula', r.identification],
    ['Relación', r.relationship_es],
    ['Correo electrónico', r.email],
    ['Teléfono', r.phone],
    ['Registrado', formatDateTime(r.named_at)],
  ];
  return (
    <Accordion defaultExpanded disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 700 }}>Representante legal (menor de 15 años)</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Alert severity={r.confirmed_at ? 'success' : r.declined_at ? 'error' : 'warning'} sx={{ mb: 1 }}>
          {r.confirmed_at
            ? `Confirmó la postulación el ${formatDateTime(r.confirmed_at)}`
            : r.declined_at
              ? `Indicó el ${formatDateTime(r.declined_at)} que no es su representante o que no autoriza la postulación`
              : 'Confirmación pendiente'}
        </Alert>
        {rows.map(([label, value]) => (
          <Typography key={label} variant="body2">
            <strong>{label}:</strong> {value}
          </Typography>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
