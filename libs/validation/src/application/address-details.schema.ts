import { BASIC_SERVICES, HOUSING_OCCUPANCIES, HOUSING_TYPES, SECTORS, choiceValues } from '@postula/catalogs';
import type { BasicService, HousingOccupancy, HousingType, Sector } from '@postula/catalogs';
import { z } from 'zod';
import { choiceField, listField, optionalPhoneField, optionalUrlField, phoneField, textField, wholeNumberField, yesNoField } from './fields.js';
import { RESIDENCE, provinceAndCity } from './catalog-fields.js';
import { stepSchema } from './step-schema.js';

export const MAX_BEDROOMS = 20;

export interface AddressDetails {
  address: string;
  house_number: string;
  home_phone: string | null;
  mobile_phone: string;
  province: string;
  city: string;
  parish: string;
  sector: Sector;
  housing_type: HousingType;
  basic_services: BasicService[];
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  ocupacion_vivienda: HousingOccupancy;
  /** Only for an owned home; false otherwise. */
  tiene_inquilinos: boolean;
  /** Only for an owned home (0–20); null otherwise. */
  numero_dormitorios: number | null;
}

const INVALID_SECTOR = 'Seleccione un sector válido';
/** Sectors are stored upper-case; the forms may send them as labels. */
const SECTOR_ALIASES = Object.fromEntries(SECTORS.map((s) => [s.value.toLowerCase(), s.value])) as Record<string, Sector>;
const BASIC_SERVICE_REQUIRED = 'Debe seleccionar al menos un servicio básico';

// Built once: building a zod schema costs far more than running it.
const fields = {
  ocupacion_vivienda: choiceField(choiceValues(HOUSING_OCCUPANCIES), 'Debe seleccionar una ocupación de vivienda', 'Debe seleccionar una ocupación de vivienda'),
  address: textField('La dirección es requerida', { min: 5, minMessage: 'La dirección debe tener al menos 5 caracteres' }),
  house_number: textField('El número de casa es requerido'),
  home_phone: optionalPhoneField(9),
  mobile_phone: phoneField('El teléfono móvil es requerido', 10),
  parish: textField('La parroquia es requerida'),
  sector: choiceField(choiceValues(SECTORS), 'El sector es requerido', INVALID_SECTOR, SECTOR_ALIASES),
  housing_type: choiceField(choiceValues(HOUSING_TYPES), 'El tipo de vivienda es requerido'),
  basic_services: listField(z.enum(choiceValues(BASIC_SERVICES) as [BasicService, ...BasicService[]], { error: 'Seleccione servicios básicos de la lista' }), BASIC_SERVICE_REQUIRED),
  url: optionalUrlField(),
  tiene_inquilinos: yesNoField('Indique si tiene inquilinos', false),
  numero_dormitorios: wholeNumberField('Debe ingresar el número de dormitorios', { min: 0, max: MAX_BEDROOMS, rangeMessage: `El número de dormitorios debe estar entre 0 y ${MAX_BEDROOMS}` }),
};

/** Step 2. */
export const addressDetailsSchema = stepSchema<AddressDetails>((_input, field) => {
  const ocupacion_vivienda = field('ocupacion_vivienda', fields.ocupacion_vivienda);
  const owned = ocupacion_vivienda === 'propia';
  return {
    address: field('address', fields.address),
    house_number: field('house_number', fields.house_number),
    home_phone: field('home_phone', fields.home_phone),
    mobile_phone: field('mobile_phone', fields.mobile_phone),
    ...provinceAndCity(field, RESIDENCE),
    parish: field('parish', fields.parish),
    sector: field('sector', fields.sector),
    housing_type: field('housing_type', fields.housing_type),
    basic_services: field('basic_services', fields.basic_services),
    facebook: field('facebook', fields.url),
    instagram: field('instagram', fields.url),
    twitter: field('twitter', fields.url),
    ocupacion_vivienda,
    tiene_inquilinos: owned ? field('tiene_inquilinos', fields.tiene_inquilinos) : false,
    numero_dormitorios: owned ? field('numero_dormitorios', fields.numero_dormitorios) : null,
  };
});
