import { useEffect } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';

/** Alt+letter, so typing in a field never triggers one. */
const KEYS = [
  { key: 'n', label: 'Siguiente aplicación', action: 'next' },
  { key: 'p', label: 'Aplicación anterior', action: 'previous' },
  { key: 'r', label: 'Ir a las notas de revisión', action: 'notes' },
  { key: 'h', label: 'Mostrar esta ayuda', action: 'help' },
] as const;

type Actions = Record<(typeof KEYS)[number]['action'], () => void>;

export function useShortcuts(actions: Actions) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey || e.ctrlKey || e.metaKey) return;
      const shortcut = KEYS.find((k) => k.key === e.key.toLowerCase());
      if (!shortcut) return;
      e.preventDefault();
      actions[shortcut.action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}

export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">Atajos de teclado</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableBody>
            {KEYS.map((k) => (
              <TableRow key={k.key}>
                <TableCell>Alt + {k.key.toUpperCase()}</TableCell>
                <TableCell>{k.label}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>Esc</TableCell>
              <TableCell>Cerrar una ventana</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
