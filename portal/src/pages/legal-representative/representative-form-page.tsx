import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { LEGAL_REPRESENTATIVE_RELATIONSHIPS } from '@postula/catalogs';
import type { ResponseOf } from '@postula/contract';
import { legalRepresentativeSchema, toFieldErrors } from '@postula/validation';
import { ApiError } from '../../api/client.js';
import { legalRepresentativeApi } from '../../api/legal-representative.js';
import { Field, useFieldErrors } from '../../components/field.js';
import { toast } from 'react-toastify';

const FIELDS = ['first_name', 'last_name', 'identification', 'email', 'phone'] as const;
const LABELS: Record<(typeof FIELDS)[number], string> = {
  first_name: 'Nombres del representante',
  last_name: 'Apellidos del representante',
  identification: 'Cédula del representante',
  email: 'Correo electrónico del representante',
  phone: 'Teléfono del representante',
};
const EMPTY = { first_name: '', last_name: '', identification: '', relationship: '', email: '', phone: '' };

type Named = NonNullable<ResponseOf<'legalRepresentative'>['legal_representative']>;

/** Whether the representative confirmed or declined, as the applicant reads it. */
export const confirmationText = (r: Named) =>
  r.confirmed_at
    ? `${r.first_name} ${r.last_name} confirmó tu postulación.`
    : r.declined_at
      ? `${r.first_name} ${r.last_name} indicó que no es tu representante o que no autoriza tu postulación. Revisa los datos con tu madre, padre o tutor legal y registra a quien corresponda.`
      : `Esperando la confirmación de ${r.first_name} ${r.last_name}: le enviamos un correo a ${r.email}.`;
const confirmationClass = (r: Named) => (r.confirmed_at ? 'form-success' : r.declined_at ? 'form-failure' : 'form-notice');

/** `/representante-legal`: after step 1, an applicant under 15 names the adult who confirms their application (then on to step 2). */
export function RepresentativeFormPage() {
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<ResponseOf<'legalRepresentative'> | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [busy, setBusy] = useState(false);
  const fields = useFieldErrors();

  useEffect(() => {
    legalRepresentativeApi.find().then((a) => {
      setAnswer(a);
      if (a.legal_representative) setValues({ ...EMPTY, ...pick(a.legal_representative) });
    }, (error: unknown) => toast.error(error instanceof ApiError ? error.message : 'Ocurrió un error inesperado'));
  }, []);

  const set = (name: keyof typeof EMPTY, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    fields.clear(name);
  };
  const save = async (body: typeof EMPTY, then: () => void) => {
    setBusy(true);
    try {
      toast.success((await legalRepresentativeApi.name(body)).message);
      then();
    } catch (error) {
      if (error instanceof ApiError && error.errors) fields.setErrors(error.errors);
      toast.error(error instanceof ApiError ? error.message : 'Ocurrió un error inesperado');
    } finally {
      setBusy(false);
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = legalRepresentativeSchema.safeParse(values);
    if (!parsed.success) return fields.setErrors(toFieldErrors(parsed.error));
    await save(values, () => navigate('/formulario/2'));
  };
  // The same person again, with a new link (the old one stops working): counts against the daily limit like a change.
  const resend = () => save(pick(answer!.legal_representative!), () => void legalRepresentativeApi.find().then(setAnswer));

  if (!answer) return <p className="step-loading" role="status">Cargando...</p>;
  return (
    <main className="card representative-page" id="contenido">
      <h1>Representante legal</h1>
      {!answer.required ? (
        <p>Tienes 15 años o más: no necesitas registrar a un representante legal.</p>
      ) : (
        <>
          <p>Como tienes menos de 15 años, la ley pide que tu madre, padre o tutor legal confirme tu postulación. Le enviaremos un correo con un enlace para hacerlo.</p>
          {answer.legal_representative && (
            <p className={confirmationClass(answer.legal_representative)} role="status">
              {confirmationText(answer.legal_representative)}
            </p>
          )}
          {answer.legal_representative && !answer.legal_representative.confirmed_at && !answer.legal_representative.declined_at && (
            <button type="button" className="button-secondary wide" onClick={() => void resend()} disabled={busy}>
              Reenviar el correo a {answer.legal_representative.email}
            </button>
          )}
          <form onSubmit={(e) => void submit(e)} noValidate>
            {FIELDS.slice(0, 3).map((name) => (
              <Field key={name} name={name} label={LABELS[name]} value={values[name]} onChange={(e) => set(name, e.target.value)} error={fields.of(name)} disabled={busy} inputMode={name === 'identification' ? 'numeric' : undefined} />
            ))}
            <div className={`field${fields.of('relationship') ? ' has-error' : ''}`}>
              <label htmlFor="relationship">Relación con el postulante</label>
              <select id="relationship" name="relationship" value={values.relationship} onChange={(e) => set('relationship', e.target.value)} disabled={busy} aria-invalid={!!fields.of('relationship')} aria-describedby={fields.of('relationship') ? 'relationship-error' : undefined}>
                <option value="">Seleccione</option>
                {LEGAL_REPRESENTATIVE_RELATIONSHIPS.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
              {fields.of('relationship') && (
                <p id="relationship-error" className="field-error">
                  {fields.of('relationship')}
                </p>
              )}
            </div>
            {FIELDS.slice(3).map((name) => (
              <Field key={name} name={name} label={LABELS[name]} type={name === 'email' ? 'email' : 'tel'} value={values[name]} onChange={(e) => set(name, e.target.value)} error={fields.of(name)} disabled={busy} />
            ))}
            <button type="submit" className="button-primary wide" disabled={busy}>
              {busy ? 'Guardando...' : answer.legal_representative ? 'Cambiar representante y reenviar el correo' : 'Guardar y Continuar'}
            </button>
          </form>
        </>
      )}
      <p className="card-links">
        <Link to="/formulario/2">Continuar con el formulario</Link> <Link to="/dashboard">Volver al Inicio</Link>
      </p>
    </main>
  );
}

const pick = ({ first_name, last_name, identification, relationship, email, phone }: typeof EMPTY) => ({ first_name, last_name, identification, relationship, email, phone });
