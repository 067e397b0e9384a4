import { useEffect, useState } from 'react';
import { formatDateTime } from '@postula/catalogs';
import type { ResponseOf } from '@postula/contract';
import { awardApi } from '../api/award.js';
import { ApiError } from '../api/client.js';
import { SiteFooter } from '../components/site-footer.js';
import { SiteNav } from '../components/site-nav.js';
import { useProgramme } from '../components/use-programme.js';

type Transparency = ResponseOf<'transparency'>;
const count = new Intl.NumberFormat('es-EC');

/** 'Transparencia': how the places are filled and how many applied, by status and by parish; counts only, no personal data. */
export function TransparencyPage() {
  const programme = useProgramme();
  const [data, setData] = useState<Transparency | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    awardApi
      .transparency()
      .then(setData)
      .catch((e: unknown) => setError(e instanceof ApiError ? e.message : 'No se pudieron cargar las cifras. Inténtalo más tarde.'));
  }, []);
  return (
    <>
      <SiteNav />
      <main id="contenido" className="section transparency">
        <h1>Transparencia</h1>
        <p>Cifras del programa de becas, actualizadas cada minuto. No se publica ningún dato personal.</p>
        {error && <p className="form-failure">{error}</p>}
        {!data && !error && <p>Cargando...</p>}
        {data && (
          <>
            <ul className="grid-cards" aria-label="Becas">
              <Figure label="Becas del programa" value={data.places} />
              <Figure label="Becas aceptadas" value={data.accepted} />
              <Figure label="Ofertas pendientes de respuesta" value={data.pending_offers} />
              <Figure label="Postulantes en lista de espera" value={data.waiting_list} />
            </ul>
            <div className="two-columns">
              <CountTable caption="Postulaciones por estado" head="Estado" rows={data.by_status.map((s) => [s.label, s.count])} />
              <CountTable caption="Postulaciones por parroquia" head="Parroquia" rows={data.by_parish.map((p) => [p.parish, p.count])} />
            </div>
            <p className="muted">Actualizado: {formatDateTime(data.generated_at)} (hora de Ecuador)</p>
          </>
        )}
      </main>
      {programme && <SiteFooter programme={programme} />}
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <li className="tile">
      <strong className="figure">{count.format(value)}</strong>
      <span>{label}</span>
    </li>
  );
}

function CountTable({ caption, head, rows }: { caption: string; head: string; rows: [string, number][] }) {
  return (
    <div className="table-scroll">
      <table className="count-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{head}</th>
            <th scope="col">Postulaciones</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={2}>Sin postulaciones todavía</td>
            </tr>
          )}
          {rows.map(([name, value]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{count.format(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
