import type { ReactNode } from 'react';
import { useField, type FieldInfo } from './step-fields.js';
import { list, text } from './values.js';

export const CORRECTION_HINT = 'Este campo requiere corrección';


function Label({ field, htmlFor, label, optional }: { field: FieldInfo; htmlFor?: string; label: string; optional?: boolean }) {
  return (
    <label className="form-label" htmlFor={htmlFor}>
      {label}
      {optional && <span className="form-optional"> (opcional)</span>}
      {field.flagged && <CorrectionMark />}
    </label>
  );
}

export function CorrectionMark() {
  return (
    <span className="correction-mark" title={CORRECTION_HINT}>
      <span aria-hidden="true"> *</span>
      <span className="correction-text"> {CORRECTION_HINT}</span>
    </span>
  );
}

function Errors({ field }: { field: FieldInfo }) {
  if (!field.errors.length) return null;
  return (
    <p className="form-error" id={`${field.id}-error`} role="alert">
      {field.errors.join(' ')}
    </p>
  );
}

/** Radios or checkboxes under one question: a fieldset whose legend is the label. */
function Group({ field, label, children }: { field: FieldInfo; label: string; children: ReactNode }) {
  return (
    <fieldset className={wrapper(field)} aria-describedby={field.describedBy}>
      <legend className="form-label">
        {label}
        {field.flagged && <CorrectionMark />}
      </legend>
      {children}
      <Errors field={field} />
    </fieldset>
  );
}

const wrapper = (field: FieldInfo) => `form-field${field.flagged ? ' is-flagged' : ''}${field.errors.length ? ' has-error' : ''}`;

export function TextInput(props: {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'number' | 'tel' | 'url';
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'url';
  optional?: boolean;
  step?: string;
  min?: number;
  max?: number;
  placeholder?: string;
  autoComplete?: string;
  /** Suggestions (a datalist id) while the field stays free text. */
  list?: string;
  /** A line under the field, read with it. */
  hint?: string;
}) {
  const field = useField(props.name);
  const hintId = props.hint ? `${field.id}-hint` : undefined;
  const describedBy = [hintId, field.describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wrapper(field)}>
      <Label field={field} htmlFor={field.id} label={props.label} optional={props.optional} />
      <input
        id={field.id}
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        step={props.step}
        min={props.min}
        max={props.max}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete ?? 'off'}
        list={props.list}
        value={text(field.step.values, props.name)}
        onChange={(e) => field.step.set(props.name, e.target.value)}
        disabled={field.disabled}
        aria-invalid={field.errors.length > 0}
        aria-describedby={describedBy}
      />
      {props.hint && (
        <p className="form-hint" id={hintId}>
          {props.hint}
        </p>
      )}
      <Errors field={field} />
    </div>
  );
}

export function TextArea({ name, label, rows = 6, maxLength }: { name: string; label: string; rows?: number; maxLength?: number }) {
  const field = useField(name);
  return (
    <div className={wrapper(field)}>
      <Label field={field} htmlFor={field.id} label={label} />
      <textarea
        id={field.id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        value={text(field.step.values, name)}
        onChange={(e) => field.step.set(name, e.target.value)}
        disabled={field.disabled}
        aria-invalid={field.errors.length > 0}
        aria-describedby={field.describedBy}
      />
      <Errors field={field} />
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

export const options = (values: readonly string[]): Option[] => values.map((value) => ({ value, label: value }));

export function SelectInput({ name, label, choices, disabled, optional }: { name: string; label: string; choices: readonly Option[]; disabled?: boolean; optional?: boolean }) {
  const field = useField(name);
  const value = text(field.step.values, name);
  // A stored value outside the list (older data, staff edits) still shows.
  const all = value && !choices.some((c) => c.value === value) ? [{ value, label: value }, ...choices] : choices;
  return (
    <div className={wrapper(field)}>
      <Label field={field} htmlFor={field.id} label={label} optional={optional} />
      <select
        id={field.id}
        name={name}
        value={value}
        onChange={(e) => field.step.set(name, e.target.value)}
        disabled={field.disabled || disabled}
        aria-invalid={field.errors.length > 0}
        aria-describedby={field.describedBy}
      >
        <option value="">Selecciona...</option>
        {all.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      <Errors field={field} />
    </div>
  );
}

/** A field across the whole width of the form's grid; `when` false leaves it out (a question that does not apply). */
export function Wide({ when = true, children }: { when?: boolean; children: ReactNode }) {
  return when ? <div className="form-wide">{children}</div> : null;
}

/** A yes/no question as two radios sending '1'/'0', as the API reads them. */
export function YesNo({ name, label, yes = 'Sí', no = 'No' }: { name: string; label: string; yes?: string; no?: string }) {
  const field = useField(name);
  const value = text(field.step.values, name);
  return (
    <Group field={field} label={label}>
      <div className="form-choices">
        {[
          ['1', yes],
          ['0', no],
        ].map(([v, l]) => (
          <label key={v} className="form-choice">
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => field.step.set(name, v)} disabled={field.disabled} />
            {l}
          </label>
        ))}
      </div>
    </Group>
  );
}

/** A single checkbox sending '1' when ticked. */
export function Checkbox({ name, label, children }: { name: string; label?: string; children?: ReactNode }) {
  const field = useField(name);
  return (
    <div className={wrapper(field)}>
      <label className="form-choice" htmlFor={field.id}>
        <input
          id={field.id}
          type="checkbox"
          name={name}
          value="1"
          checked={text(field.step.values, name) === '1'}
          onChange={(e) => field.step.set(name, e.target.checked ? '1' : '0')}
          disabled={field.disabled}
          aria-describedby={field.describedBy}
        />
        <span>
          {label ?? children}
          {field.flagged && <CorrectionMark />}
        </span>
      </label>
      <Errors field={field} />
    </div>
  );
}

/** Several checkboxes sharing one name, one per value (basic_services). */
export function CheckboxGroup({ name, label, choices }: { name: string; label: string; choices: readonly (Option & { icon?: ReactNode })[] }) {
  const field = useField(name);
  const selected = list(field.step.values, name);
  const toggle = (value: string, on: boolean) => field.step.set(name, on ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <Group field={field} label={label}>
      <div className="form-grid-choices">
        {choices.map((c) => (
          <label key={c.value} className="form-choice form-tile">
            <input type="checkbox" name={name} value={c.value} checked={selected.includes(c.value)} onChange={(e) => toggle(c.value, e.target.checked)} disabled={field.disabled} />
            {c.icon}
            <span>{c.label}</span>
          </label>
        ))}
      </div>
    </Group>
  );
}
