import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

const UNITS = [
  { label: 'Días', ms: 86_400_000, modulo: Infinity },
  { label: 'Horas', ms: 3_600_000, modulo: 24 },
  { label: 'Minutos', ms: 60_000, modulo: 60 },
  { label: 'Segundos', ms: 1_000, modulo: 60 },
];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Ticks every second toward the deadline; after it every unit reads 00. Until the programme (and so the deadline) has
 * arrived it shows dashes at its final size, so the page below does not jump when the numbers appear.
 */
export function Countdown({ deadline }: { deadline: Date | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = deadline && Math.max(0, deadline.getTime() - now);
  // Its own landmark (nothing of the page outside one), and the link named by what it shows (WCAG 2.5.3).
  return (
    <aside aria-label="Cierre de postulaciones">
      <Link to="/postulacion" className="countdown">
        <span className="countdown-title">LAS POSTULACIONES TERMINARÁN EN</span>
        <span className="countdown-units">
          {UNITS.map((unit) => (
            <span key={unit.label} className="countdown-unit">
              <strong>{left === null ? '--' : pad(Math.floor(left / unit.ms) % unit.modulo)}</strong>
              <small>{unit.label}</small>
            </span>
          ))}
        </span>
      </Link>
    </aside>
  );
}
