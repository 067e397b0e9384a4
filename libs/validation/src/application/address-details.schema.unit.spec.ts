import { addressDetailsSchema } from '@postula/validation';
import { errorsOf, parsed } from './test-helpers.fixture.js';

const valid = {
  address: 'Av. 9 de Octubre y Boyacá',
  house_number: '204',
  home_phone: '042345678',
  mobile_phone: '0991234567',
  province: 'Guayas',
  city: 'Guayaquil',
  parish: 'Tarqui',
  sector: 'NORTE',
  housing_type: 'casa',
  basic_services: ['water', 'electricity'],
  facebook: 'https://facebook.com/ana',
  instagram: '',
  twitter: null,
  ocupacion_vivienda: 'alquilada',
};

describe('addressDetailsSchema', () => {
  it('stores a rented home without bedrooms or tenants, blanks as null', () => {
    expect(parsed(addressDetailsSchema, { ...valid, tiene_inquilinos: '1', numero_dormitorios: '3' })).toEqual({
      ...valid,
      instagram: null,
      twitter: null,
      tiene_inquilinos: false,
      numero_dormitorios: null,
    });
  });

  it('reports every missing field at once with its message', () => {
    expect(errorsOf(addressDetailsSchema, {})).toEqual({
      address: ['La dirección es requerida'],
      house_number: ['El número de casa es requerido'],
      mobile_phone: ['El teléfono móvil es requerido'],
      province: ['La provincia es requerida'],
      city: ['La ciudad es requerida'],
      parish: ['La parroquia es requerida'],
      sector: ['El sector es requerido'],
      housing_type: ['El tipo de vivienda es requerido'],
      basic_services: ['Debe seleccionar al menos un servicio básico'],
      ocupacion_vivienda: ['Debe seleccionar una ocupación de vivienda'],
    });
  });

  it('wants an address of at least 5 characters', () => {
    expect(errorsOf(addressDetailsSchema, { ...valid, address: ' Av 9 ' })).toEqual({ address: ['La dirección debe tener al menos 5 caracteres'] });
    expect(errorsOf(addressDetailsSchema, { ...valid, address: 'Av. 9' })).toEqual({});
  });

  it('wants a mobile of 10 digits and, when given, a home phone of 9', () => {
    expect(errorsOf(addressDetailsSchema, { ...valid, mobile_phone: '099123456', home_phone: '04234567' })).toEqual({
      mobile_phone: ['El número debe tener al menos 10 dígitos'],
      home_phone: ['El número debe tener al menos 9 dígitos'],
    });
    expect(parsed(addressDetailsSchema, { ...valid, home_phone: '' }).home_phone).toBeNull();
    expect(errorsOf(addressDetailsSchema, { ...valid, home_phone: 'casa' })).toEqual({ home_phone: ['El número solo debe contener dígitos'] });
  });

  it('takes the city from the chosen province', () => {
    expect(errorsOf(addressDetailsSchema, { ...valid, city: 'Cuenca' })).toEqual({ city: ['Seleccione una ciudad de la provincia elegida'] });
    expect(errorsOf(addressDetailsSchema, { ...valid, province: 'Lima' })).toEqual({ province: ['Seleccione una provincia de Ecuador'] });
  });

  it('checks sector and housing type against their lists (sector in any case)', () => {
    expect(parsed(addressDetailsSchema, { ...valid, sector: 'sur' }).sector).toBe('SUR');
    expect(errorsOf(addressDetailsSchema, { ...valid, sector: 'NORESTE', housing_type: 'mansion' })).toEqual({
      sector: ['Seleccione un sector válido'],
      housing_type: ['Seleccione una opción válida'],
    });
  });

  it('takes basic services as a list, JSON text or comma-separated text, and only from the catalog', () => {
    expect(parsed(addressDetailsSchema, { ...valid, basic_services: 'water, internet,water' }).basic_services).toEqual(['water', 'internet']);
    expect(parsed(addressDetailsSchema, { ...valid, basic_services: '["gas","phone"]' }).basic_services).toEqual(['gas', 'phone']);
    expect(errorsOf(addressDetailsSchema, { ...valid, basic_services: [] })).toEqual({ basic_services: ['Debe seleccionar al menos un servicio básico'] });
    expect(errorsOf(addressDetailsSchema, { ...valid, basic_services: '' })).toEqual({ basic_services: ['Debe seleccionar al menos un servicio básico'] });
    expect(errorsOf(addressDetailsSchema, { ...valid, basic_services: ['water', 'pool'] })).toEqual({ 'basic_services.1': ['Seleccione servicios básicos de la lista'] });
  });

  it('accepts only http(s) addresses for social networks', () => {
    expect(errorsOf(addressDetailsSchema, { ...valid, facebook: 'facebook.com/ana', instagram: 'ftp://x.com', twitter: 'https://' })).toEqual({
      facebook: ['Debe ser una URL válida'],
      instagram: ['Debe ser una URL válida'],
      twitter: ['Debe ser una URL válida'],
    });
    expect(parsed(addressDetailsSchema, { ...valid, twitter: 'http://x.com/ana' }).twitter).toBe('http://x.com/ana');
  });

  it('refuses an unknown home occupation', () => {
    expect(errorsOf(addressDetailsSchema, { ...valid, ocupacion_vivienda: 'prestada' })).toEqual({ ocupacion_vivienda: ['Debe seleccionar una ocupación de vivienda'] });
  });

  describe('an owned home (propia)', () => {
    const owned = { ...valid, ocupacion_vivienda: 'propia' };

    it('requires the number of bedrooms', () => {
      expect(errorsOf(addressDetailsSchema, owned)).toEqual({ numero_dormitorios: ['Debe ingresar el número de dormitorios'] });
      expect(errorsOf(addressDetailsSchema, { ...owned, numero_dormitorios: '' })).toEqual({ numero_dormitorios: ['Debe ingresar el número de dormitorios'] });
    });

    it('accepts 0 to 20 bedrooms, refuses 21, negatives and fractions', () => {
      expect(parsed(addressDetailsSchema, { ...owned, numero_dormitorios: '0' })).toMatchObject({ numero_dormitorios: 0, tiene_inquilinos: false });
      expect(parsed(addressDetailsSchema, { ...owned, numero_dormitorios: 20, tiene_inquilinos: '1' })).toMatchObject({ numero_dormitorios: 20, tiene_inquilinos: true });
      for (const numero_dormitorios of [21, -1, '2.5'])
        expect(errorsOf(addressDetailsSchema, { ...owned, numero_dormitorios })).toEqual({ numero_dormitorios: ['El número de dormitorios debe estar entre 0 y 20'] });
    });

    it('reads tiene_inquilinos as 1/0, true/false', () => {
      expect(parsed(addressDetailsSchema, { ...owned, numero_dormitorios: 2, tiene_inquilinos: true }).tiene_inquilinos).toBe(true);
      expect(parsed(addressDetailsSchema, { ...owned, numero_dormitorios: 2, tiene_inquilinos: '0' }).tiene_inquilinos).toBe(false);
      expect(errorsOf(addressDetailsSchema, { ...owned, numero_dormitorios: 2, tiene_inquilinos: 'quizás' })).toEqual({ tiene_inquilinos: ['Indique si tiene inquilinos'] });
    });
  });
});
