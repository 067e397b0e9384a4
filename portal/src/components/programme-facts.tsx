import type { PublicProgramme } from '@postula/contract';

export function ProgrammeFacts({ programme }: { programme: PublicProgramme }) {
  const { facts } = programme;
  const cards = [
    { label: 'Modalidad', value: facts.modality },
    { label: 'Duración', value: `${facts.modules} módulos en ${facts.months} meses` },
    { label: 'Carga horaria', value: `${facts.hoursPerModule} horas por módulo` },
    { label: 'Certificación', value: facts.certification },
  ];
  return (
    <section className="facts" aria-label="Datos del programa">
      {cards.map((card) => (
        <div key={card.label} className="fact">
          <span>{card.label}</span>
          <strong>{card.value}</strong>
        </div>
      ))}
    </section>
  );
}
