import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { choicesOf, useFieldText } from './field-text.js';

/** The typed value of an edit: Sí/No for booleans, numbers converted, lists as picked (or typed with commas when they have no choices). */
export function editedValue(original: unknown, edited: string | string[]): unknown {
  if (Array.isArray(edited)) return edited;
  if (typeof original === 'boolean') return edited === 'true';
  if (typeof original === 'number') return Number(edited);
  if (Array.isArray(original))
    return edited
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return edited;
}

const YES_NO = [
  { value: 'true', label: 'Sí' },
  { value: 'false', label: 'No' },
];

interface FieldRowProps {
  /** The section the field belongs to, for its label ('applicant_info' too). */
  section: string;
  name: string;
  value: unknown;
  /** Absent: not editable in place (application and applicant info). */
  onSave?: (value: unknown) => Promise<void>;
  /** Absent: the field has no correction flag. */
  flag?: { checked: boolean; onChange: (checked: boolean) => void };
}

export function FieldRow({ section, name, value, onSave, flag }: FieldRowProps) {
  const display = useFieldText();
  const label = display.label(section, name);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState<string | string[]>('');
  const [saving, setSaving] = useState(false);
  const choices = typeof value === 'boolean' ? YES_NO : choicesOf(name);
  const multiple = Array.isArray(value) && !!choices;
  const start = () => {
    setText(multiple ? (value as unknown[]).map(String) : Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value));
    setEditing(true);
  };
  const save = async () => {
    setSaving(true);
    try {
      await onSave!(editedValue(value, text));
      setEditing(false);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr auto' }, alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      {flag ? (
        <FormControlLabel
          control={<Checkbox size="small" name={name} checked={flag.checked} onChange={(e) => flag.onChange(e.target.checked)} />}
          label={<Typography variant="body2" sx={{ fontWeight: 600 }}>{label}</Typography>}
        />
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
      )}
      {editing ? (
        <TextField
          size="small"
          name={name}
          label={label}
          select={!!choices}
          type={typeof value === 'number' ? 'number' : 'text'}
          value={text}
          onChange={(e) => setText(e.target.value)}
          disabled={saving}
          autoFocus
          slotProps={{ select: { multiple } }}
          helperText={Array.isArray(value) && !multiple ? 'Separe los valores con comas' : undefined}
        >
          {choices?.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {display.value(name, value)}
        </Typography>
      )}
      {onSave && (
        <Box sx={{ display: 'flex' }}>
          {editing ? (
            <>
              <Tooltip title="Guardar">
                <span>
                  <IconButton aria-label={`Guardar ${label}`} onClick={() => void save()} disabled={saving}>
                    <CheckIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <IconButton aria-label={`Cancelar ${label}`} onClick={() => setEditing(false)} disabled={saving}>
                <CloseIcon />
              </IconButton>
            </>
          ) : (
            <IconButton aria-label={`Editar ${label}`} onClick={start}>
              <EditIcon />
            </IconButton>
          )}
        </Box>
      )}
    </Box>
  );
}
