import { Link } from 'react-router-dom';
import type { MissingItem } from '@postula/domain';

/** What still stands between the applicant and submission, each with a link to where it is done. */
export function MissingList({ items }: { items: MissingItem[] }) {
  return (
    <section className="panel missing" aria-labelledby="falta">
      <h2 id="falta">Lo que falta para enviar tu postulación</h2>
      <ul className="missing-list">
        {items.map((item) => (
          <li key={item.text}>
            {item.to ? <Link to={item.to}>{item.text}</Link> : <span>{item.text}</span>}
            {item.note && <small>{item.note}</small>}
          </li>
        ))}
      </ul>
    </section>
  );
}
