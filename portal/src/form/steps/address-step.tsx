import { BASIC_SERVICES, HOUSING_OCCUPANCIES, HOUSING_TYPES, SECTORS, citiesOf, provinceNames } from '@postula/catalogs';
import { addressDetailsSchema } from '@postula/validation';
import { changeAddress, ownsHome } from '../conditional-fields.js';
import { Checkbox, CheckboxGroup, options, SelectInput, TextInput, Wide } from '../form-inputs.js';
import { text } from '../values.js';
import { SectionStep } from './section-step.js';

export const ADDRESS_FIELDS = [
  'address', 'house_number', 'home_phone', 'mobile_phone', 'province', 'city', 'parish', 'sector', 'housing_type', 'basic_services',
  'facebook', 'instagram', 'twitter', 'ocupacion_vivienda', 'tiene_inquilinos', 'numero_dormitorios',
] as const;

/** Small inline icons for the basic services (own drawings: no icon font is fetched). */
const ICON_PATHS: Record<string, string> = {
  droplet: 'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  waves: 'M3 10c3-3 6 3 9 0s6 3 9 0M3 16c3-3 6 3 9 0s6 3 9 0',
  zap: 'M13 2 4 14h7l-1 8 9-12h-7z',
  phone: 'M5 3h4l2 5-3 2a12 12 0 0 0 6 6l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 13a10 10 0 0 1 14 0M8.5 16.5a5 5 0 0 1 7 0M12 20h0',
  tv: 'M3 7h18v12H3zM8 3l4 4 4-4',
  flame: 'M12 2c1 4 6 6 6 12a6 6 0 0 1-12 0c0-3 2-5 3-6 0 2 1 3 2 3 0-4-1-6 1-9z',
};
const Icon = ({ name }: { name: string }) => (
  <svg className="service-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d={ICON_PATHS[name] ?? ''} />
  </svg>
);
const SERVICES = BASIC_SERVICES.map((s) => ({ value: s.value, label: s.label, icon: <Icon name={s.icon} /> }));

export function AddressStep() {
  return (
    <SectionStep
      path="address-details"
      section="address_details"
      fields={ADDRESS_FIELDS}
      schema={addressDetailsSchema}
      loadingText="Cargando datos de dirección..."
      change={changeAddress}
      render={(v) => (
        <div className="form-grid">
          <TextInput name="address" label="Dirección (calle principal y secundaria)" autoComplete="street-address" />
          <TextInput name="house_number" label="Número de casa" />
          <TextInput name="mobile_phone" label="Teléfono móvil" type="tel" inputMode="tel" autoComplete="tel" placeholder="0991234567" />
          <TextInput name="home_phone" label="Teléfono convencional" type="tel" inputMode="tel" optional placeholder="042345678" />
          <SelectInput name="province" label="Provincia" choices={options(provinceNames())} />
          <SelectInput name="city" label="Ciudad" choices={options(citiesOf(text(v, 'province')))} disabled={!text(v, 'province')} />
          <TextInput name="parish" label="Parroquia" />
          <SelectInput name="sector" label="Sector" choices={SECTORS} />
          <SelectInput name="housing_type" label="Tipo de vivienda" choices={HOUSING_TYPES} />
          <SelectInput name="ocupacion_vivienda" label="Ocupación de la vivienda" choices={HOUSING_OCCUPANCIES} />
          {ownsHome(v) && (
            <>
              <Checkbox name="tiene_inquilinos" label="La vivienda tiene inquilinos" />
              <TextInput name="numero_dormitorios" label="Número de dormitorios" type="number" inputMode="numeric" min={0} max={20} />
            </>
          )}
          <Wide><CheckboxGroup name="basic_services" label="Servicios básicos" choices={SERVICES} /></Wide>
          <TextInput name="facebook" label="Facebook" type="url" inputMode="url" optional placeholder="https://facebook.com/usuario" />
          <TextInput name="instagram" label="Instagram" type="url" inputMode="url" optional placeholder="https://instagram.com/usuario" />
          <TextInput name="twitter" label="Twitter" type="url" inputMode="url" optional placeholder="https://twitter.com/usuario" />
        </div>
      )}
    />
  );
}
