import type { ApplicantProfile } from '@postula/domain';
import type { SeededRandom } from './seeded-random.js';

/** Names, identifications, phones and Guayaquil addresses for the demo applicants. */

const FEMALE_NAMES = [
  'María', 'Ana', 'Daniela', 'Gabriela', 'Andrea', 'Valeria', 'Camila', 'Paula', 'Fernanda', 'Carolina', 'Josselyn', 'Melanie', 'Nicole', 'Dayana',
  'Kerly', 'Genesis', 'Doménica', 'Ariana', 'Mishell', 'Lissette', 'Karla', 'Jessenia', 'Mayra', 'Katherine', 'Stefany', 'Allison', 'Belén', 'Rosa',
  'Isabel', 'Elena', 'Lucía', 'Sofía', 'Emilia', 'Nathaly', 'Tatiana', 'Verónica', 'Cristina', 'Johanna', 'Maite', 'Samantha',
];
const MALE_NAMES = [
  'José', 'Luis', 'Carlos', 'Juan', 'Jorge', 'Andrés', 'Diego', 'Kevin', 'Bryan', 'Jordan', 'Steven', 'Joel', 'Ángel', 'Miguel', 'Javier', 'Ricardo',
  'Fernando', 'Wilson', 'Jefferson', 'Anthony', 'Cristhian', 'Xavier', 'Jonathan', 'Alexander', 'Mateo', 'Sebastián', 'Josué', 'Darwin', 'Ronald',
  'Pedro', 'Gustavo', 'Mauricio', 'Roberto', 'Fabricio', 'Leonardo', 'Washington', 'Eduardo', 'Daniel', 'Gabriel', 'Emilio',
];
const SURNAMES = [
  'Zambrano', 'Mendoza', 'Vera', 'Cedeño', 'Macías', 'Moreira', 'Alvarado', 'Chávez', 'Bravo', 'Villacís', 'Quiñónez', 'Castro', 'Morán', 'Suárez',
  'Rodríguez', 'González', 'Vélez', 'Intriago', 'Ponce', 'Briones', 'Carranza', 'Franco', 'Jaramillo', 'León', 'Muñoz', 'Salazar', 'Torres', 'Yagual',
  'Tomalá', 'Reyes', 'Peralta', 'Burgos', 'Solórzano', 'Mero', 'Andrade', 'Arias', 'Cevallos', 'Delgado', 'Espinoza', 'Guerrero', 'Herrera',
  'Holguín', 'Lino', 'Márquez', 'Navarrete', 'Ortiz', 'Palacios', 'Ramírez', 'Santana', 'Pincay', 'Loor', 'Pérez', 'Villamar', 'Baque', 'Chiriboga',
  'Aguirre', 'Coello', 'Avilés', 'Icaza', 'Rugel', 'Figueroa', 'Bajaña', 'Gómez', 'Mora', 'Rivera', 'Sánchez', 'Parrales', 'Anchundia', 'Triviño',
];

/** Province codes of the cédula: mostly Guayas (09), then the coast's neighbours and Pichincha. */
const CEDULA_PROVINCES = { '09': 70, '13': 8, '12': 7, '24': 6, '07': 4, '17': 5 } as const;
/** 6,000,000 values of the third to ninth digits (third below 6); the stride is coprime with it. */
const CEDULA_SPACE = 6_000_000;
const CEDULA_STRIDE = 7_919;
/** Reserved for examples (RFC 2606): even a real SMTP server delivers nothing there. */
const EMAIL_DOMAIN = 'example.com';

export interface DemoPerson {
  profile: ApplicantProfile;
  gender: 'female' | 'male';
}

/** A person of the demo, with an address on the reserved example.com domain. */
export function demoPerson(random: SeededRandom, index: number, cedulaOffset: number, variant = 0): DemoPerson {
  const gender = random.chance(0.55) ? 'female' : 'male';
  const names = gender === 'female' ? FEMALE_NAMES : MALE_NAMES;
  const first_name = random.pick(names);
  const middle = random.chance(0.85) ? random.pick(names.filter((n) => n !== first_name)) : null;
  const last_name = random.pick(SURNAMES);
  const second_last_name = random.pick(SURNAMES);
  const handle = `${ascii(first_name)}.${ascii(last_name)}${index + 1}${variant ? `-${variant}` : ''}`;
  return {
    gender,
    profile: {
      first_name,
      middle_name: middle,
      last_name,
      second_last_name,
      email: `${handle}@${EMAIL_DOMAIN}`,
      identification: cedula(random.weighted(CEDULA_PROVINCES), (cedulaOffset + (index + variant * 104_729) * CEDULA_STRIDE) % CEDULA_SPACE),
      identification_type: 'cedula',
    },
  };
}

/** A valid cédula: province, the third to ninth digits from `serial` (unique per serial), modulo-10 check digit. */
export function cedula(province: string, serial: number): string {
  const body = `${province}${Math.floor(serial / 1_000_000)}${String(serial % 1_000_000).padStart(6, '0')}`;
  const sum = [...body].reduce((acc, ch, i) => {
    const n = Number(ch) * (i % 2 === 0 ? 2 : 1);
    return acc + (n > 9 ? n - 9 : n);
  }, 0);
  return body + ((10 - (sum % 10)) % 10);
}

export const fullName = (random: SeededRandom, gender?: 'female' | 'male') =>
  `${random.pick((gender ?? (random.chance(0.5) ? 'female' : 'male')) === 'female' ? FEMALE_NAMES : MALE_NAMES)} ${random.pick(SURNAMES)}`;

export const firstNameOf = (random: SeededRandom, gender: 'female' | 'male') => random.pick(gender === 'female' ? FEMALE_NAMES : MALE_NAMES);
export const surname = (random: SeededRandom) => random.pick(SURNAMES);

export const mobilePhone = (random: SeededRandom) => `09${random.pick(['8', '9', '6', '5', '3'])}${random.digits(7)}`;
export const homePhone = (random: SeededRandom) => `04${random.int(2, 6)}${random.digits(6)}`;

/** Guayaquil streets, citadels and parishes with the sector they lie in. */
const GUAYAQUIL_PLACES = [
  { address: 'Cdla. Sauces 6 Mz. {mz} V. {v}', parish: 'Tarqui', sector: 'NORTE' },
  { address: 'Cdla. Alborada 5ta etapa Mz. {mz} V. {v}', parish: 'Tarqui', sector: 'NORTE' },
  { address: 'Cdla. La Garzota Mz. {mz} V. {v}', parish: 'Tarqui', sector: 'NORTE' },
  { address: 'Av. Francisco de Orellana y Justino Cornejo', parish: 'Tarqui', sector: 'NORTE' },
  { address: 'Bastión Popular Bloque {v} Mz. {mz}', parish: 'Pascuales', sector: 'NORTE' },
  { address: 'Cdla. Samanes 4 Mz. {mz} V. {v}', parish: 'Tarqui', sector: 'NORTE' },
  { address: 'Urdesa Central, calle Víctor Emilio Estrada {mz}', parish: 'Tarqui', sector: 'OESTE' },
  { address: 'Cdla. Los Ceibos, Av. Segunda {mz}', parish: 'Tarqui', sector: 'OESTE' },
  { address: 'Mapasingue Este, calle 5ta y Av. 4ta', parish: 'Tarqui', sector: 'OESTE' },
  { address: 'Calle Portete y la 29', parish: 'Febres Cordero', sector: 'OESTE' },
  { address: 'Av. Barcelona y calle Federico Godín', parish: 'Febres Cordero', sector: 'OESTE' },
  { address: 'Av. 9 de Octubre y Boyacá', parish: 'Rocafuerte', sector: 'CENTRO' },
  { address: 'Calle Chile y Aguirre', parish: 'Olmedo', sector: 'CENTRO' },
  { address: 'Calle Pedro Carbo y Vélez', parish: 'Roca', sector: 'CENTRO' },
  { address: 'Calle Letamendi y la 10ma', parish: 'Letamendi', sector: 'SUR' },
  { address: 'Av. Domingo Comín y calle 11', parish: 'Ximena', sector: 'SUR' },
  { address: 'Coop. Guasmo Sur, Mz. {mz} Sl. {v}', parish: 'Ximena', sector: 'SUR' },
  { address: 'Av. 25 de Julio, Cdla. La Pradera 2 Mz. {mz}', parish: 'Ximena', sector: 'SUR' },
  { address: 'Cdla. Las Acacias Mz. {mz} V. {v}', parish: 'Ximena', sector: 'SUR' },
  { address: 'Av. Quito y Alcedo', parish: 'Sucre', sector: 'CENTRO' },
  { address: 'Av. Machala y Ayacucho', parish: 'García Moreno', sector: 'CENTRO' },
  { address: 'Cdla. Ferroviaria, calle Robles {mz}', parish: 'Ximena', sector: 'SUR' },
  { address: 'Vía a la Costa km 14, Puerto Azul Mz. {mz}', parish: 'Chongón', sector: 'OESTE' },
  { address: 'Flor de Bastión Bloque {v} Mz. {mz}', parish: 'Pascuales', sector: 'NORTE' },
] as const;

/** Homes outside Guayaquil (not eligible: the programme's city is Guayaquil). */
const OTHER_PLACES = [
  { province: 'Guayas', city: 'Durán', address: 'Cdla. El Recreo 2da etapa Mz. {mz} V. {v}', parish: 'Eloy Alfaro', sector: 'NORTE' },
  { province: 'Guayas', city: 'Samborondón', address: 'La Puntilla, Av. Samborondón km 2', parish: 'La Puntilla', sector: 'ESTE' },
  { province: 'Guayas', city: 'Daule', address: 'Recinto Los Lojas, calle principal', parish: 'Daule', sector: 'NORTE' },
  { province: 'Guayas', city: 'Milagro', address: 'Av. García Moreno y 5 de Junio', parish: 'Chirijos', sector: 'CENTRO' },
  { province: 'Santa Elena', city: 'La Libertad', address: 'Barrio 25 de Septiembre, Av. 9na', parish: 'La Libertad', sector: 'CENTRO' },
  { province: 'Pichincha', city: 'Quito', address: 'Av. Amazonas N34-120 y Atahualpa', parish: 'Iñaquito', sector: 'NORTE' },
] as const;

export interface DemoPlace {
  province: string;
  city: string;
  address: string;
  parish: string;
  sector: string;
}

export function demoPlace(random: SeededRandom, inGuayaquil: boolean): DemoPlace {
  const place = inGuayaquil ? { province: 'Guayas', city: 'Guayaquil', ...random.pick(GUAYAQUIL_PLACES) } : random.pick(OTHER_PLACES);
  return { ...place, address: place.address.replace('{mz}', String(random.int(1, 480))).replace('{v}', String(random.int(1, 30))) };
}

const ascii = (text: string) => text.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();
