import { useMemo } from 'react';
import { Alert, Box, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDateTime } from '../../layout/format.js';
import type { AuditChange, ReplayedApplication } from '../../providers/review-methods.js';
import { SECTION_TITLES, useFieldText, type FieldText } from '../review/field-text.js';
import { actorLabel, eventLabel } from './audit-labels.js';

const LIST_ITEM = { personal_references: 'Referencia', household_members: 'Miembro' } as Record<string, string>;
const sectionTitle = (section: string) => SECTION_TITLES[section] ?? section;

/**
 * A changed or replayed field as label and value text; list items (`id.field`) are numbered in the order the
 * application shows them (`order`: their ids per list).
 */
function fieldRow(display: FieldText, section: string, field: string, value: unknown, order: Record<string, string[]>) {
  if (!LIST_ITEM[section]) return { label: display.label(section, field), text: display.value(field, value) };
  const [id, key] = field.split('.');
  const n = (order[section] ?? []).indexOf(id);
  return { label: `${LIST_ITEM[section]} ${n >= 0 ? n + 1 : '(quitado)'} · ${display.label(section, key)}`, text: display.value(key, value) };
}

/** `section → [[field, value]]` of a replayed application, keyed like the diff (list items as `id.field`). */
function rowsOf(state: ReplayedApplication): [string, [string, unknown][]][] {
  const items = (list: { id: string }[]) => list.flatMap(({ id, ...item }) => Object.entries(item).map(([k, v]) => [`${id}.${k}`, v] as [string, unknown]));
  const flags = Object.entries(state.corrections?.flags ?? {}).flatMap(([section, f]) => Object.entries(f).map(([flag, on]) => [`${section}.${flag}`, on] as [string, unknown]));
  return [
    ['application', [['status', state.status], ['reviewer', state.reviewer]]],
    ['application_info', [['motivation', state.motivation]]],
    ...Object.entries(state.sections).map(([section, data]) => [section, Object.entries(data ?? {})] as [string, [string, unknown][]]),
    ['personal_references', items(state.personal_references)],
    ['household_members', items(state.household_members)],
    ['documents', state.documents.map((d) => [d.document_type, d] as [string, unknown])],
    ['corrections', state.corrections ? [['notes', state.corrections.notes], ...flags] : []],
  ];
}

/** The application as replayed at one instant, the fields changed at that instant highlighted with their previous value. */
export function ReplayedApplicationView({ state, changes }: { state: ReplayedApplication; changes: AuditChange[] }) {
  const display = useFieldText();
  const order = useMemo(
    () => ({ personal_references: state.personal_references.map((i) => String(i.id)), household_members: state.household_members.map((i) => String(i.id)) }),
    [state],
  );
  const changed = useMemo(() => new Map(changes.map((c) => [`${c.section}\u0000${c.field}`, c])), [changes]);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          La aplicación el {formatDateTime(state.at)}
        </Typography>
        <Chip color="primary" label={display.value('status', state.status)} />
      </Box>
      <Typography variant="body2" sx={{ mb: 2 }} aria-live="polite">
        {changes.length
          ? `${changes.length} ${changes.length === 1 ? 'campo cambió' : 'campos cambiaron'} en este momento (${eventLabel(changes[0].event_type)}, ${actorLabel(changes[0].actor)}): resaltados abajo.`
          : 'Ningún campo cambió en este momento.'}
      </Typography>
      {rowsOf(state)
        .filter(([, rows]) => rows.length)
        .map(([section, rows]) => (
          <Box key={section} component="section" aria-label={sectionTitle(section)} sx={{ mb: 2 }}>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{sectionTitle(section)}</Typography>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ width: '40%' }}>Campo</TableCell>
                  <TableCell>Valor</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map(([field, value]) => {
                  const change = changed.get(`${section}\u0000${field}`);
                  const row = fieldRow(display, section, field, value, order);
                  return (
                    <TableRow key={field} data-changed={change ? 'true' : undefined} sx={change ? { bgcolor: '#fff3cd', '& td': { fontWeight: 700 } } : undefined}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.label}</TableCell>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>
                        {row.text}
                        {change && (
                          <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 400 }}>
                            Cambió · antes: {fieldRow(display, section, field, change.before, order).text}
                          </Typography>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Box>
        ))}
      {changes
        .filter((c) => c.after === null)
        .map((c) => {
          const row = fieldRow(display, c.section, c.field, c.before, order);
          return (
            <Alert key={`${c.section}.${c.field}`} severity="info" sx={{ mb: 1 }}>
              Quitado en este momento: {sectionTitle(c.section)} · {row.label} (antes: {row.text})
            </Alert>
          );
        })}
    </>
  );
}
