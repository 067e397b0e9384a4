/** What the results' publication answers and shows (API, staff panel, portal). */
export const RESULTS_MESSAGES = {
  published: (released: number) => (released === 1 ? 'Resultados publicados: se notificó 1 postulación.' : `Resultados publicados: se notificaron ${released} postulaciones.`),
  /** The staff confirmation before an early publication. */
  confirmTitle: '¿Publicar los resultados ahora?',
  confirmText:
    'Cada postulante decidido hasta hoy recibirá su resultado por correo y lo verá en el portal, y las becas aprobadas empezarán su plazo de aceptación. Las decisiones que se tomen después se comunicarán al momento. No se puede deshacer.',
  publishAction: 'Publicar resultados',
  /** Staff, before the publication: a decision is recorded but not yet told. */
  heldNotice: 'El postulante verá esta decisión cuando se publiquen los resultados.',
} as const;
