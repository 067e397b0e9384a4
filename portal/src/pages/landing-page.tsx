import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { api, type PublicProgramme } from '../api/client.js';
import { Countdown } from '../components/countdown.js';
import { ProgrammeFacts } from '../components/programme-facts.js';

export function LandingPage() {
  // Content comes from the API (config/programme.json); without it only the static hero shows.
  const [programme, setProgramme] = useState<PublicProgramme | null>(null);
  useEffect(() => {
    api
      .programme()
      .then(setProgramme)
      .catch(() => undefined);
  }, []);
  const deadline = programme ? new Date(programme.deadline) : null;

  return (
    <>
      {deadline && !Number.isNaN(deadline.getTime()) && <Countdown deadline={deadline} />}
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
          <h1>Becas de inglés</h1>
          {programme && (
            <>
              <p>{programme.description}</p>
              <p className="places">
                <strong>{programme.facts.places}</strong> becas
              </p>
            </>
          )}
        </section>
        {programme && <ProgrammeFacts programme={programme} />}
      </main>
    </>
  );
}
