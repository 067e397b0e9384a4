import { BASIC_SERVICES, EMPLOYMENT_CATEGORIES, RETIRED } from '@postula/catalogs';
import type { DocumentType } from '@postula/domain';
import { demoJpeg, demoPdf, demoPng } from './demo-files.js';
import { demoPlace, firstNameOf, fullName, homePhone, mobilePhone, surname, type DemoPerson } from './demo-people.js';
import type { SeededRandom } from './seeded-random.js';

/** The entry condition an ineligible demo applicant fails (docs: staff-side.md section 5); null for eligible ones. */
export type Ineligibility = 'city' | 'particular' | 'grade' | 'exam' | 'income' | null;

/** What the applicant sends at each step, as the portal's forms would (validated later by the same schemas). */
export interface DemoApplicationBodies {
  examCorrect: number;
  personal: Record<string, unknown>;
  address: Record<string, unknown>;
  academic: Record<string, unknown>;
  references: Record<string, unknown>[];
  members: Record<string, unknown>[];
  economic: Record<string, unknown>;
  rucCertificate?: DemoFile;
  financial: Record<string, unknown>;
  documents: Partial<Record<DocumentType, DemoFile>>;
  motivation: string;
}

export interface DemoFile {
  name: string;
  data: Buffer;
}

const SCHOOLS = {
  fiscal: ['Colegio Fiscal Vicente Rocafuerte', 'Colegio Nacional Aguirre Abad', 'Unidad Educativa Fiscal 28 de Mayo', 'Colegio Fiscal Dolores Sucre', 'Unidad Educativa Fiscal Provincia de Chimborazo', 'Colegio Fiscal Nueve de Octubre', 'Unidad Educativa Fiscal Rita Lecumberri', 'Colegio Fiscal Francisco Huerta Rendón'],
  fiscomisional: ['Unidad Educativa La Salle', 'Colegio Fiscomisional Cristóbal Colón', 'Unidad Educativa Santo Domingo de Guzmán', 'Unidad Educativa Fiscomisional Don Bosco'],
  municipal: ['Unidad Educativa Municipal Técnico Simón Bolívar', 'Unidad Educativa Municipal Dr. Emilio Estrada Carmona', 'Unidad Educativa Municipal Francisco de Orellana'],
  otro: ['Unidad Educativa a Distancia de Guayaquil', 'Centro de Educación Básica y Bachillerato Intensivo'],
  particular: ['Colegio Alemán Humboldt', 'Unidad Educativa Javier', 'Colegio Americano de Guayaquil', 'Unidad Educativa Balandra Cruz del Sur', 'Liceo Naval de Guayaquil'],
} as const;
const DEGREES = ['Bachiller General Unificado en Ciencias', 'Bachiller Técnico en Contabilidad', 'Bachiller Técnico en Informática', 'Bachiller en Ciencias', 'Bachiller Técnico en Comercialización y Ventas'];
const UNIVERSITIES = ['Universidad de Guayaquil', 'Escuela Superior Politécnica del Litoral', 'Universidad Católica de Santiago de Guayaquil', 'Universidad Politécnica Salesiana', 'Universidad Agraria del Ecuador', 'Universidad Laica Vicente Rocafuerte', 'Universidad Casa Grande'];
const JOBS = [
  { activity: 'Ventas al por menor', company: 'Comercial Díaz S.A.', title: 'Vendedor(a)' },
  { activity: 'Servicio al cliente', company: 'Call Center Pacífico', title: 'Asesor(a) de servicio' },
  { activity: 'Comida rápida', company: 'Restaurante El Manaba', title: 'Cajero(a)' },
  { activity: 'Logística', company: 'Distribuidora del Guayas', title: 'Auxiliar de bodega' },
  { activity: 'Farmacia', company: 'Farmacias del Puerto', title: 'Auxiliar de farmacia' },
];
const ENTREPRENEURSHIPS = [
  { activity: 'Venta de comida casera', company: 'Delicias de la Abuela', title: 'Propietario(a)' },
  { activity: 'Artesanías en tagua', company: 'Tagua Viva', title: 'Artesano(a)' },
  { activity: 'Reparación de celulares', company: 'CeluFix', title: 'Técnico(a) propietario(a)' },
];
const MEMBER_TRADES = [
  { occupation: 'Comerciante', place: 'Mercado Central' },
  { occupation: 'Chofer', place: 'Cooperativa de Transporte Guayas' },
  { occupation: 'Costurera', place: 'Taller propio' },
  { occupation: 'Albañil', place: 'Construcciones Vera' },
  { occupation: 'Docente', place: 'Ministerio de Educación' },
  { occupation: 'Guardia de seguridad', place: 'Seguridad Integral Cía. Ltda.' },
  { occupation: 'Enfermera', place: 'Hospital Luis Vernaza' },
  { occupation: EMPLOYMENT_CATEGORIES[0].value, place: 'Almacenes del Litoral' },
  { occupation: 'Quehaceres domésticos', place: 'Hogar' },
];
const MOTIVATION = [
  ['Quiero aprender inglés para', 'Mi meta es dominar el inglés para', 'Esta beca me permitiría', 'Postulo porque deseo'],
  [
    'acceder a una beca de posgrado en el exterior.',
    'conseguir un mejor empleo y ayudar a mi familia.',
    'trabajar en el sector turístico de Guayaquil.',
    'leer la bibliografía de mi carrera, que está casi toda en inglés.',
    'convertirme en docente de idiomas en mi barrio.',
    'emprender un negocio que venda al extranjero.',
  ],
  [
    'En mi familia nadie ha podido estudiar un idioma y sería la primera.',
    'No puedo pagar un curso particular, por eso esta oportunidad es muy importante para mí.',
    'He estudiado por mi cuenta con videos, pero necesito una formación formal y un certificado.',
    'Me comprometo a asistir a todas las clases y a cumplir con las tareas.',
    'Tengo disciplina y ganas de superarme.',
  ],
];

export function demoApplicationBodies(random: SeededRandom, person: DemoPerson, ineligible: Ineligibility, when: { deadlineYear: number; currentYear: number }): DemoApplicationBodies {
  const age = random.int(16, 32);
  const birthYear = when.deadlineYear - age - 1;
  const date_of_birth = `${birthYear}-${pad(random.int(1, 12))}-${pad(random.int(1, 28))}`;
  const bornInGuayaquil = random.chance(0.75);
  const foreign = !bornInGuayaquil && random.chance(0.15);
  const personal = {
    date_of_birth,
    country_of_birth: foreign ? random.pick(['Venezuela', 'Colombia', 'Perú']) : 'Ecuador',
    province_of_birth: foreign ? null : bornInGuayaquil ? 'Guayas' : random.pick(['Manabí', 'Los Ríos', 'El Oro', 'Santa Elena', 'Guayas']),
    city_of_birth: foreign ? null : bornInGuayaquil ? 'Guayaquil' : null,
    gender: person.gender,
    marital_status: age > 24 && random.chance(0.25) ? random.pick(['casado', 'union_libre']) : 'soltero',
    phone_number: mobilePhone(random),
    blood_type: random.weighted({ 'O+': 60, 'A+': 18, 'B+': 10, 'O-': 5, 'AB+': 3, 'A-': 2, 'B-': 1, 'AB-': 1 }),
  };
  if (!foreign && !bornInGuayaquil) personal.city_of_birth = { Manabí: 'Portoviejo', 'Los Ríos': 'Babahoyo', 'El Oro': 'Machala', 'Santa Elena': 'Salinas', Guayas: 'Milagro' }[personal.province_of_birth!]!;

  const place = demoPlace(random, ineligible !== 'city');
  const owned = random.chance(0.55);
  const handle = `${person.profile.first_name}${person.profile.last_name}`.normalize('NFD').replace(/[^a-zA-Z]/g, '').toLowerCase();
  const address = {
    address: place.address,
    house_number: String(random.int(1, 40) * (random.chance(0.5) ? 1 : 10) + random.int(0, 9)),
    home_phone: random.chance(0.4) ? homePhone(random) : '',
    mobile_phone: personal.phone_number,
    province: place.province,
    city: place.city,
    parish: place.parish,
    sector: place.sector,
    housing_type: random.weighted({ casa: 65, departamento: 25, cuarto: 10 }),
    basic_services: BASIC_SERVICES.map((s) => s.value).filter((s) => (s === 'water' || s === 'electricity' ? true : random.chance(s === 'sewage' ? 0.8 : 0.45))),
    facebook: random.chance(0.35) ? `https://facebook.com/${handle}` : '',
    instagram: random.chance(0.3) ? `https://instagram.com/${handle}` : '',
    twitter: random.chance(0.05) ? `https://x.com/${handle}` : '',
    ocupacion_vivienda: owned ? 'propia' : 'alquilada',
    ...(owned ? { tiene_inquilinos: random.chance(0.1) ? '1' : '0', numero_dormitorios: random.int(1, 4) } : {}),
  };

  const atSchool = age <= 18 && random.chance(0.7);
  const type = ineligible === 'particular' ? 'particular' : random.weighted({ fiscal: 65, fiscomisional: 20, municipal: 10, otro: 5 });
  const scale = atSchool ? 10 : random.weighted({ 100: 55, 10: 35, 20: 10 });
  const grade = ineligible === 'grade' ? random.pick([random.decimal(6.5, 8.4), random.decimal(70, 84.9), random.decimal(13, 16.9)]) : { 10: random.decimal(8.5, 9.95), 20: random.decimal(17, 19.9), 100: random.decimal(85, 99.5) }[scale]!;
  const studying = !atSchool && random.chance(0.55);
  const academic = {
    is_foreign_institution: '0',
    currently_studying_school: atSchool ? '1' : '0',
    province: 'Guayas',
    city: random.chance(0.9) ? 'Guayaquil' : random.pick(['Durán', 'Daule', 'Milagro']),
    institution_type: type,
    graduation_institution: random.pick(SCHOOLS[type]),
    graduation_grade: grade,
    ...(atSchool ? {} : { graduation_year: Math.min(when.currentYear, birthYear + 18 + random.int(0, 3)), bachelor_degree: random.pick(DEGREES) }),
    currently_studying: studying ? '1' : '0',
    ...(studying ? { current_institution: random.pick(UNIVERSITIES) } : {}),
  };

  const references = Array.from({ length: random.int(1, 2) }, () => ({
    full_name: fullName(random),
    relationship: random.pick(['tio', 'primo', 'abuelo', 'otro', 'hermano']),
    mobile_phone: mobilePhone(random),
    home_phone: random.chance(0.3) ? homePhone(random) : '',
  }));

  const members = householdOf(random, age, person.profile.last_name);
  const working = !atSchool && random.chance(0.3);
  const entrepreneur = working && random.chance(0.25);
  const job = entrepreneur ? random.pick(ENTREPRENEURSHIPS) : random.pick(JOBS);
  const highIncome = ineligible === 'income';
  const jobIncome = highIncome ? random.decimal(480, 1100) : random.decimal(180, 455);
  const economic = working
    ? {
        currently_working: '1',
        under_dependency: entrepreneur ? '0' : '1',
        entrepreneur_artisan: entrepreneur ? '1' : '0',
        monthly_income: jobIncome,
        income_activity: job.activity,
        company_name: job.company,
        job_title: job.title,
        company_address: demoPlace(random, true).address,
        company_phone: homePhone(random),
        company_city: 'Guayaquil',
        start_date: `${when.currentYear - random.int(1, 2)}-${pad(random.int(1, 9))}-${pad(random.int(1, 28))}`,
        months_worked: random.int(2, 30),
      }
    : { currently_working: '0' };
  const income = working ? jobIncome : highIncome ? random.decimal(480, 900) : random.chance(0.5) ? 0 : random.decimal(40, 400);
  const financial = {
    monthly_income: income,
    housing_expenses: owned ? random.decimal(0, 40) : random.decimal(80, 220),
    food_expenses: random.decimal(40, 180),
    education_expenses: random.decimal(0, 80),
    transport_expenses: random.decimal(15, 60),
    health_expenses: random.decimal(0, 40),
    clothing_expenses: random.decimal(0, 35),
    basic_services_expenses: random.decimal(15, 55),
    credit_card_expenses: random.chance(0.15) ? random.decimal(20, 120) : 0,
    other_expenses: random.decimal(0, 30),
  };

  const pdf = (title: string, ...lines: string[]) => personalPdf(person, title, ...lines);
  const slug = `${person.profile.first_name}-${person.profile.last_name}`.normalize('NFD').replace(/[^a-zA-Z-]/g, '').toLowerCase();
  const documents: Partial<Record<DocumentType, DemoFile>> = {
    id_card: { name: `cedula-${slug}.pdf`, data: pdf('Cédula de ciudadanía', 'República del Ecuador - Registro Civil') },
    photo_id: random.chance(0.5) ? { name: 'foto-carnet.jpg', data: portraitJpeg(random) } : { name: 'foto.png', data: portraitPng(random) },
    graduation_certificate: { name: atSchool ? 'acta-promocion.pdf' : 'acta-de-grado.pdf', data: pdf(atSchool ? 'Acta de promoción' : 'Acta de grado', academic.graduation_institution, `Nota: ${grade}`) },
    utility_bill: random.chance(0.6) ? { name: 'planilla-luz.pdf', data: pdf('Planilla de servicios básicos', `Dirección: ${place.address}, ${place.city}`) } : { name: 'planilla-agua.jpg', data: demoJpeg(10, 14, (x, y) => (y < 2 ? 90 : (x + y) % 5 ? 235 : 150)) },
    laptop_proof: random.chance(0.5) ? { name: 'factura-laptop.pdf', data: pdf('Factura de compra', 'Computador portátil - 1 unidad') } : { name: 'laptop.png', data: laptopPng(random) },
    economic_support: { name: working ? 'rol-de-pagos.pdf' : 'certificado-no-afiliacion.pdf', data: pdf(working ? 'Rol de pagos' : 'Certificado de no afiliación', 'Instituto Ecuatoriano de Seguridad Social') },
  };
  if (!atSchool) documents.bachelor_degree = { name: 'titulo-bachiller.pdf', data: pdf('Título de bachiller', String(academic.bachelor_degree)) };

  return {
    examCorrect: ineligible === 'exam' ? random.int(4, 12) : random.int(15, 38),
    personal,
    address,
    academic,
    references,
    members,
    economic,
    rucCertificate: entrepreneur ? { name: 'ruc.pdf', data: pdf('Certificado de RUC', `Actividad: ${job.activity}`) } : undefined,
    financial,
    documents,
    motivation: `${random.pick(MOTIVATION[0])} ${random.pick(MOTIVATION[1])} ${random.shuffle(MOTIVATION[2]).slice(0, random.int(1, 3)).join(' ')}`,
  };
}

/** A demo document of the person: their name and cédula, then `lines`. */
export function personalPdf(person: DemoPerson, title: string, ...lines: string[]): Buffer {
  const name = `${person.profile.first_name} ${person.profile.last_name} ${person.profile.second_last_name ?? ''}`.trim();
  return demoPdf(title, [`Nombre: ${name}`, `Identificación: ${person.profile.identification}`, ...lines, 'Documento de demostración generado por Postula.']);
}

/** Parents (or one of them), sometimes siblings or a grandparent, with ages that fit the applicant's. */
function householdOf(random: SeededRandom, age: number, lastName: string): Record<string, unknown>[] {
  const member = (relationship: string, gender: 'female' | 'male', memberAge: number, family = true) => {
    const trade = memberAge < 18 ? { occupation: 'Estudiante', place: 'Unidad Educativa Fiscal' } : memberAge > 62 ? { occupation: RETIRED, place: '' } : random.pick(MEMBER_TRADES);
    return {
      first_name: firstNameOf(random, gender),
      last_name: family ? lastName : surname(random),
      age: memberAge,
      marital_status: memberAge < 20 ? 'soltero' : random.pick(['casado', 'casado', 'union_libre', 'divorciado', 'viudo']),
      relationship,
      education_level: memberAge < 12 ? 'primaria' : random.pick(['primaria', 'secundaria', 'secundaria', 'universidad']),
      occupation: trade.occupation,
      company_institution: trade.place,
      home_phone: random.chance(0.3) ? homePhone(random) : '',
      mobile_phone: mobilePhone(random),
      contributors: trade.occupation === 'Estudiante' ? 0 : random.int(1, 2),
    };
  };
  const members = [member('madre', 'female', age + random.int(19, 32), false)];
  if (random.chance(0.65)) members.push(member('padre', 'male', age + random.int(21, 36)));
  for (let i = random.int(0, 2); i > 0; i--) members.push(member('hermano', random.chance(0.5) ? 'female' : 'male', Math.max(3, age + random.int(-8, 8))));
  if (random.chance(0.15)) members.push(member('abuelo', random.chance(0.6) ? 'female' : 'male', age + random.int(45, 60)));
  return members;
}

const SKIN = [[241, 194, 125], [224, 172, 105], [198, 134, 66], [141, 85, 36]] as const;

/** A carné-style portrait: plain background, head and shoulders. */
function portraitPng(random: SeededRandom): Buffer {
  const skin = random.pick(SKIN);
  const shirt = [random.int(20, 200), random.int(20, 200), random.int(60, 220)] as const;
  return demoPng(60, 80, (x, y) => ((x - 30) ** 2 / 144 + (y - 30) ** 2 / 256 < 1 ? skin : (x - 30) ** 2 / 900 + (y - 90) ** 2 / 900 < 1 ? shirt : [236, 240, 245]));
}

function portraitJpeg(random: SeededRandom): Buffer {
  const skin = random.int(110, 190);
  return demoJpeg(6, 8, (bx, by) => ((bx === 2 || bx === 3) && by >= 1 && by <= 3 ? skin : by >= 5 && bx >= 1 && bx <= 4 ? 60 : 225));
}

function laptopPng(random: SeededRandom): Buffer {
  const tone = random.int(60, 120);
  return demoPng(64, 48, (x, y) => (y >= 6 && y <= 32 && x >= 12 && x <= 52 ? (y >= 9 && y <= 29 && x >= 15 && x <= 49 ? [70, 130, 200] : [tone, tone, tone]) : y > 32 && y <= 38 && x >= 6 && x <= 58 ? [tone + 40, tone + 40, tone + 40] : [250, 250, 250]));
}

const pad = (n: number) => String(n).padStart(2, '0');
