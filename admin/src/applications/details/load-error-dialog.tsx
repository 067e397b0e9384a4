import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

/** The details could not be loaded: say why, and offer going back or trying again. */
export function LoadErrorDialog({ message, onBack, onRetry }: { message: string; onBack: () => void; onRetry: () => void }) {
  return (
    <Dialog open aria-labelledby="details-error">
      <DialogTitle id="details-error">Detalles de la Aplicación</DialogTitle>
      <DialogContent>
        <Alert severity="error">{message}</Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Volver</Button>
        <Button variant="contained" onClick={onRetry}>
          Reintentar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
