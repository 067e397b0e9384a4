import { useId, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CircularProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

/** A chart's figures as a table: what a screen reader reads, and what anyone can open with 'Ver tabla'. */
export interface ChartTable {
  columns: string[];
  rows: string[][];
}

/** The state of the one request a card shows: each card loads and fails on its own. */
export interface CardState {
  isPending: boolean;
  error: unknown;
}

export function CardStatus({ state, children }: { state: CardState; children: () => React.ReactNode }) {
  if (state.error) return <Alert severity="error">Error al cargar las estadísticas</Alert>;
  if (state.isPending)
    return (
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <CircularProgress size={24} /> Cargando estadísticas...
      </Box>
    );
  return <>{children()}</>;
}

export function ChartCard({ title, wide, state, table, children }: { title: string; wide?: boolean; state: CardState; table?: () => ChartTable; children: () => React.ReactNode }) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const ready = !state.error && !state.isPending;
  return (
    <Card sx={{ gridColumn: wide ? { md: 'span 2' } : undefined }} data-testid={`chart-${title}`}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            {title}
          </Typography>
          {ready && table && (
            <Button size="small" aria-expanded={showTable} aria-controls={tableId} onClick={() => setShowTable((shown) => !shown)}>
              {showTable ? 'Ocultar tabla' : 'Ver tabla'}
            </Button>
          )}
        </Box>
        <CardStatus state={state}>
          {() => (
            <>
              {children()}
              {table && <FiguresTable id={tableId} title={title} table={table()} visible={showTable} />}
            </>
          )}
        </CardStatus>
      </CardContent>
    </Card>
  );
}

// Pixel sizes as strings: in sx a bare 1 means 100 %.
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

function FiguresTable({ id, title, table, visible }: { id: string; title: string; table: ChartTable; visible: boolean }) {
  return (
    <Box id={id} sx={visible ? { overflowX: 'auto', mt: 1 } : visuallyHidden}>
      <Table size="small" aria-label={`${title}: datos`}>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, i) => (
            <TableRow key={i}>
              {row.map((cell, j) => (
                <TableCell key={j}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
