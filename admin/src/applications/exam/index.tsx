import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import type { DiagnosticExam } from '../../providers/review-methods.js';
import { useStaffDataProvider } from '../../providers/use-staff-data-provider.js';
import { formatDateTime, formatPercent } from '../../layout/format.js';

/** The diagnostic exam of an application: summary and one card per question with the chosen and the correct option. */
export default function DiagnosticExamModal({ applicationId, open, onClose }: { applicationId: string; open: boolean; onClose: () => void }) {
  const provider = useStaffDataProvider();
  const [exam, setExam] = useState<DiagnosticExam | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (open) provider.diagnosticExam(applicationId).then(setExam, (e: { message?: string }) => setFailed(e.message || 'Error al cargar el examen diagnóstico'));
  }, [provider, applicationId, open]);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="exam-title">
      <DialogTitle id="exam-title">Examen diagnóstico</DialogTitle>
      <DialogContent dividers>
        {failed && <Alert severity="error">{failed}</Alert>}
        {!exam && !failed && <CircularProgress aria-label="Cargando examen" />}
        {exam && (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              <Chip color="primary" label={`Nivel alcanzado: ${exam.summary.level_achieved}`} />
              <Chip label={`${exam.summary.correct_answers} de ${exam.summary.total_questions} correctas`} />
              <Chip label={formatPercent(exam.summary.percentage)} />
              <Chip label={formatDateTime(exam.summary.completed_at)} />
            </Box>
            <Box sx={{ display: 'grid', gap: 1 }}>
              {exam.questions.map((question, i) => (
                <Card key={question.question_id} variant="outlined" sx={{ borderLeft: 4, borderLeftColor: question.is_correct ? 'success.main' : 'error.main' }}>
                  <CardContent>
                    <Typography variant="body2" color="text.secondary">
                      {i + 1}. Nivel {question.level} · {question.is_correct ? 'Correcta' : 'Incorrecta'}
                    </Typography>
                    <Typography sx={{ fontWeight: 600 }}>{question.question}</Typography>
                    <Typography variant="body2">Respuesta: {(question.selected_option && question.options[question.selected_option]) ?? 'Sin responder'}</Typography>
                    {!question.is_correct && <Typography variant="body2">Correcta: {question.options[question.correct_option]}</Typography>}
                  </CardContent>
                </Card>
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
