import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, IconButton, MenuItem, TextField, Tooltip, Typography } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { formatValue } from './format.js';

/** The choices of in-place edits (staff-side.md section 5). */
export const FIELD_CHOICES: Record<string, string[]> = {
  gender: ['male', 'female'],
  marital_status: ['soltero', 'casado', 'divorciado', 'viudo', 'union_libre'],
  blood_type: ['O+', 'O-', 'A+', 'A-', 'B+', 'B-', 'AB+', 'AB-'],
  sector: ['NORTE', 'SUR', 'ESTE', 'OESTE', 'CENTRO'],
  ocupacion_vivienda: ['propia', 'alquilada'],
  institution_type: ['publico', 'fiscal', 'particular', 'fiscomisional', 'otro'],
  housing_type: ['casa', 'departamento', 'cuarto'],
};

/** The typed value of an edit: Sí/No for booleans, numbers converted, basic services as a comma list. */
export function editedValue(original: unknown, text: string): unknown {
  if (typeof original === 'boolean') return text === 'true';
  if (typeof original === 'number') return Number(text);
  if (Array.isArray(original))
    return text
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  return text;
}

interface FieldRowProps {
  name: string;
  label: string;
  value: unknown;
  /** Absent: not editable in place (application and applicant info). */
  onSave?: (value: unknown) => Promise<void>;
  /** Absent: the field has no correction flag. */
  flag?: { checked: boolean; onChange: (checked: boolean) => void };
}

export function FieldRow({ name, label, value, onSave, flag }: FieldRowProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  const start = () => {
    setText(Array.isArray(value) ? value.join(', ') : value === null || value === undefined ? '' : String(value));
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
  const choices = typeof value === 'boolean' ? ['true', 'false'] : FIELD_CHOICES[name];
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
          helperText={Array.isArray(value) ? 'Separe los valores con comas' : undefined}
        >
          {choices?.map((c) => (
            <MenuItem key={c} value={c}>
              {c === 'true' ? 'Sí' : c === 'false' ? 'No' : c}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {formatValue(value)}
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
