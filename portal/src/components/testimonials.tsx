import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { PublicProgramme } from '@postula/contract';

type Testimonial = PublicProgramme['landing']['testimonials'][number];
const SHORT = 140;

/** One slide per view, two from 768 px, three from 1024 px (CSS), 30 px apart; clickable dots. Loaded on demand. */
export default function Testimonials({ items }: { items: Testimonial[] }) {
  // Embla's duration is in its own units; 40 reads as the spec's 800 ms slide.
  const [viewport, embla] = useEmblaCarousel({ align: 'start', duration: 40 });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const update = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
  }, [embla, update]);

  return (
    <div className="carousel">
      <div className="carousel-viewport" ref={viewport}>
        <ul className="carousel-track">
          {items.map((t) => (
            <TestimonialCard key={t.name} testimonial={t} />
          ))}
        </ul>
      </div>
      <div className="carousel-dots">
        {snaps.map((_, i) => (
          <button key={i} type="button" className={i === selected ? 'is-selected' : ''} aria-label={`Ir al testimonio ${i + 1}`} aria-current={i === selected} onClick={() => embla?.scrollTo(i)} />
        ))}
      </div>
    </div>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const [expanded, setExpanded] = useState(false);
  const long = testimonial.text.length > SHORT;
  const initials = testimonial.name
    .split(' ')
    .map((w) => w[0])
    .join('');
  return (
    <li className="testimonial">
      <span className="avatar" aria-hidden="true">
        {initials}
      </span>
      <strong>{testimonial.name}</strong>
      <span className="testimonial-role">{testimonial.role}</span>
      <p>{expanded || !long ? testimonial.text : `${testimonial.text.slice(0, SHORT).trimEnd()}…`}</p>
      {long && (
        <button type="button" className="link-button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
          {expanded ? 'Ver menos' : 'Ver más'}
        </button>
      )}
    </li>
  );
}
