/** Ecuador's cédula: 10 digits, province 01–24 (30 for Ecuadorians registered abroad), third digit below 6, modulo-10 check digit. */
export function isValidCedula(value: string): boolean {
  if (!/^\d{10}$/.test(value)) return false;
  const province = Number(value.slice(0, 2));
  if (!((province >= 1 && province <= 24) || province === 30)) return false;
  if (Number(value[2]) >= 6) return false;
  const sum = [...value.slice(0, 9)].reduce((acc, ch, i) => {
    const n = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (n > 9 ? n - 9 : n);
  }, 0);
  return (10 - (sum % 10)) % 10 === Number(value[9]);
}

/** The message for an identification that does not fit its type, or undefined when it fits. */
export function identificationError(type: 'cedula' | 'pasaporte', value: string): string | undefined {
  if (type === 'cedula') return isValidCedula(value) ? undefined : 'La cédula no es válida';
  return /^[A-Za-z0-9]{5,20}$/.test(value) ? undefined : 'El pasaporte debe tener entre 5 y 20 letras o números';
}
