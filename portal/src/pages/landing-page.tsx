import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { Countdown } from '../components/countdown.js';
import { ProgrammeFacts } from '../components/programme-facts.js';
import { SiteFooter } from '../components/site-footer.js';
import { SiteNav } from '../components/site-nav.js';
import { useProgramme } from '../components/use-programme.js';
import { WhatsAppButton } from '../components/whatsapp-button.js';

const Testimonials = lazy(() => import('../components/testimonials.js'));

/** A plain list of the office's texts. */
function BulletList({ items }: { items: string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

const dayFormat = new Intl.DateTimeFormat('es-EC', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const day = (iso: string) => dayFormat.format(new Date(`${iso}T00:00:00Z`));

/**
 * Every text comes through the API: config/programme.json (the office edits it without a release), and what the rules
 * decide (the documents the form asks for, the exam's minimum) from libs/domain.
 */
export function LandingPage() {
  const programme = useProgramme();
  const deadline = programme ? new Date(programme.deadline) : null;
  return (
    <>
      <Countdown deadline={deadline} />
      <SiteNav />
      <main id="contenido">
        <section className="hero">
          <h1>{programme?.landing.heroTitle ?? 'Becas de inglés'}</h1>
          {programme && (
            <>
              <p>{programme.landing.heroText}</p>
              <p className="places">
                <strong>{programme.facts.places}</strong> becas
              </p>
              {programme.applications_open && (
                <Link to="/registro" className="button hero-cta">
                  Postular
                </Link>
              )}
            </>
          )}
        </section>
        {programme && (
          <>
            <ProgrammeFacts programme={programme} />
            <section className="section">
              <h2>{programme.landing.whyB1.title}</h2>
              {programme.landing.whyB1.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
            <section className="section">
              <h2>Beneficios</h2>
              <ul className="grid-cards">
                {programme.landing.benefits.map((b) => (
                  <li key={b.title} className="tile">
                    <strong>{b.title}</strong>
                    <span>{b.text}</span>
                  </li>
                ))}
              </ul>
            </section>
            <section className="section">
              <h2>Calendario</h2>
              <ol className="timeline">
                {programme.calendar.map((c) => (
                  <li key={c.phase}>
                    <strong>{c.phase}</strong>
                    <span>{c.from === c.to ? day(c.from) : `${day(c.from)} al ${day(c.to)}`}</span>
                  </li>
                ))}
              </ol>
            </section>
            <section className="section two-columns">
              <div>
                <h2>Requisitos de inscripción</h2>
                <BulletList items={[...programme.requirements, programme.exam_minimum_notice]} />
              </div>
              <div>
                <h2>Documentos de respaldo</h2>
                <BulletList items={programme.required_documents} />
              </div>
            </section>
            <section className="section">
              <h2>Documentos a entregar si obtienes la beca</h2>
              <BulletList items={programme.landing.afterAward} />
              <p>
                Las becas se asignan por orden y, si una plaza se libera, pasa al siguiente postulante de la lista de espera. Consulta las cifras en{' '}
                <Link to="/transparencia">Transparencia</Link>.
              </p>
            </section>
            <section className="section two-columns">
              <div>
                <h2>La beca cubre</h2>
                <BulletList items={programme.coverage} />
              </div>
              <div>
                <h2>El becario cubre</h2>
                <BulletList items={programme.scholarPays} />
              </div>
            </section>
            <section className="section">
              <h2>Testimonios</h2>
              <Suspense fallback={null}>
                <Testimonials items={programme.landing.testimonials} />
              </Suspense>
            </section>
            <SiteFooter programme={programme} />
            <WhatsAppButton programme={programme} />
          </>
        )}
      </main>
    </>
  );
}
