import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../api/client.js';
import { Countdown } from '../components/countdown.js';
import { programme } from '../content/programme.js';

export function LandingPage() {
  const [deadline, setDeadline] = useState<Date | null>(null);
  const [places, setPlaces] = useState(programme.places);
  useEffect(() => {
    // Without the API (or with a bad date) the countdown is simply not shown.
    api
      .programme()
      .then((p) => {
        const date = new Date(p.deadline);
        if (!Number.isNaN(date.getTime())) setDeadline(date);
        if (p.places) setPlaces(p.places);
      })
      .catch(() => undefined);
  }, []);

  return (
    <>
      {deadline && <Countdown deadline={deadline} />}
      <header className="navbar">
        <Link to="/" className="brand">
          BECAS
        </Link>
        <Link to="/login" className="button">
          Consultar estado de postulación
        </Link>
      </header>
      <main>
        <section className="hero">
          <h1>{programme.title}</h1>
          <p>{programme.subtitle}</p>
          <p className="places">
            <strong>{places}</strong> becas
          </p>
        </section>
        <section className="facts">
          {programme.facts.map((fact) => (
            <div key={fact.label} className="fact">
              <strong>{fact.value}</strong>
              <span>{fact.label}</span>
            </div>
          ))}
        </section>
        <section className="requirements">
          <h2>Requisitos de inscripción</h2>
          <ul>
            {programme.requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </section>
      </main>
    </>
  );
}
