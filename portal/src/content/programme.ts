/** Programme facts shown to the public; the office edits them here, not in the screens. */
export const programme = {
  title: 'Becas de inglés',
  subtitle: 'Certificación internacional de inglés de nivel A1 a B1',
  places: 440,
  facts: [
    { value: '100%', label: 'en línea' },
    { value: '6', label: 'módulos en 12 meses' },
    { value: '60', label: 'horas por módulo' },
    { value: 'A1 → B1', label: 'certificación' },
  ],
  requirements: [
    'Estudiante o graduado de bachillerato con promedio mínimo de 8,5/10 o 17/20',
    'Tener entre 13 y 35 años',
    'Residir en Guayaquil',
    'Cédula vigente y fotografía',
    'Planilla de servicio básico',
    'Rol de pagos o certificado de no afiliación',
    'RUC para emprendedores',
  ],
};
