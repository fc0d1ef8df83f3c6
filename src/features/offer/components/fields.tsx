import { createContext, useContext, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { sayMessage } from '../../../lib/i18n';
import { useLocale } from '../../../lib/locale';
import { amountAsRead } from '../../../lib/parse-number';
import { fieldLabel, type OfferField } from '../model/field-paths';
import '../../../components/forms.css';

/**
 * Whether every field shows its message, those of fields not yet visited too: true once the step
 * has stopped the dealer. Before that a field speaks only after the dealer has left it, so a row
 * just added does not open with a list of complaints.
 */
export const AllMessagesShown = createContext(false);

/** The message of a field's error to show now, if any (errors of arrays and objects have none). */
export function useFieldError(name: string): string | undefined {
  const { errors, touchedFields, isSubmitted } = useFormState({ name });
  const allShown = useContext(AllMessagesShown);
  const error: unknown = get(errors, name);
  if (typeof error !== 'object' || error === null || !('message' in error)) return undefined;
  const { message, type } = error as FieldError;
  // The engine's and the service's messages come from an attempt; they always show.
  const shown =
    allShown ||
    isSubmitted ||
    type === 'engine' ||
    type === 'server' ||
    get(touchedFields, name) === true;
  return shown && typeof message === 'string' && message !== '' ? message : undefined;
}

/**
 * Whether the salesperson is in the field called `name` (of any form on the page) now. A value
 * that arrives from a register while they type there would mix with their keys: it is left out.
 */
export function isBeingTyped(name: string): boolean {
  const active = document.activeElement;
  return active instanceof HTMLInputElement && active.name === name;
}

/** Whether a register may fill the field called `name`, whose value is `value`: empty, not typed in. */
export const isFreeToFill = (name: string, value: unknown): boolean =>
  (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) &&
  !isBeingTyped(name);

/**
 * A field's label where none is given: the offer form's name for it (`fieldLabel`). The fields
 * serve the applicant form too, which always gives its labels.
 */
const offerFieldLabel = (name: string) => fieldLabel(name as OfferField);

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string');
  return present.length > 0 ? present.join(' ') : undefined;
}

interface ErrorTextProps {
  id: string;
  message: string | undefined;
}

/**
 * Always present, so a message that appears is read out; tied to its field by id. Said in the
 * language chosen now (a schema's message is a `laterMessage`).
 */
function ErrorText({ id, message }: ErrorTextProps) {
  useLocale(); // renders again when the language changes
  return (
    <span className="field__error" id={id} aria-live="polite">
      {message === undefined ? undefined : sayMessage(message)}
    </span>
  );
}

interface FieldFrameProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** The control itself, given the id and aria wiring that tie it to the label, hint and error. */
  children: (control: {
    id: string;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}

/** The label, hint and error around a field's control, wired to it by ids. */
function FieldFrame({ name, label, hint, className, children }: FieldFrameProps) {
  const error = useFieldError(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {hint === undefined ? null : (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
      {children({
        id,
        'aria-invalid': error === undefined ? undefined : true,
        'aria-describedby': describedBy(hint !== undefined && hintId, errorId),
      })}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}

interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'children'
> {
  name: string;
  /** Default: the offer field's own label, "(NOK)" added for an amount. */
  label?: ReactNode;
  hint?: ReactNode;
  /** Amounts, percentages and counts: typed as text (`350 000`, `6,9`), read by parseNumber. */
  numeric?: boolean;
  /** An amount in kroner (numeric too): the value as read shows beside it when written otherwise. */
  amount?: boolean;
}

/**
 * The amount as the portal read it (`= 60 000 kr`) when it was typed otherwise (`60.000`,
 * `60 000,-`). The line is always there, so nothing below moves when it appears.
 */
export function AmountAsRead({ name }: { name: string }) {
  const typed: unknown = useWatch({ name });
  const { t, language } = useLocale();
  const asRead = typeof typed === 'string' ? amountAsRead(typed, language) : undefined;
  return (
    <span className="field__as-read" data-as-read={name}>
      {asRead === undefined ? null : t('common.amount.asRead', { amount: asRead })}
    </span>
  );
}

export function TextField({
  name,
  label,
  hint,
  numeric = false,
  amount = false,
  className,
  ...input
}: TextFieldProps) {
  const { register } = useFormContext();
  const { t } = useLocale();
  const shownLabel =
    label ??
    (amount ? t('offer.field.inNok', { label: offerFieldLabel(name) }) : offerFieldLabel(name));
  return (
    <FieldFrame name={name} label={shownLabel} hint={hint} className={className}>
      {(control) => (
        <>
          <input
            type="text"
            {...(numeric || amount ? { inputMode: 'decimal' as const, autoComplete: 'off' } : {})}
            {...input}
            {...register(name)}
            {...control}
          />
          {amount ? <AmountAsRead name={name} /> : null}
        </>
      )}
    </FieldFrame>
  );
}

/** The choices of a select or radio group: each value, shown as `label(value)`. */
export function optionsOf<Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string,
): { value: Value; label: string }[] {
  return values.map((value) => ({ value, label: label(value) }));
}

interface SelectFieldProps {
  name: string;
  /** Default: the offer field's own label. */
  label?: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  /** An empty first choice, e.g. "Not given". */
  placeholder?: string;
  onChange?: (value: string) => void;
  className?: string;
}

export function SelectField({
  name,
  label,
  hint,
  options,
  placeholder,
  onChange,
  className,
}: SelectFieldProps) {
  const { register } = useFormContext();
  return (
    <FieldFrame
      name={name}
      label={label ?? offerFieldLabel(name)}
      hint={hint}
      className={className}
    >
      {(control) => (
        <select
          {...register(name, {
            onChange: (event: { target: { value: string } }) => onChange?.(event.target.value),
          })}
          {...control}
        >
          {placeholder === undefined ? null : <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

interface RadioGroupProps {
  name: string;
  /** Default: the offer field's own label. */
  legend?: ReactNode;
  options: readonly { value: string; label: string }[];
  className?: string;
  /** Called when the user chooses an option, after the form holds it. */
  onChoose?: (value: string) => void;
}

/** A choice of a few, all visible: a fieldset whose legend labels the group. */
export function RadioGroup({ name, legend, options, className, onChoose }: RadioGroupProps) {
  const { register } = useFormContext();
  const registered = register(name);
  const error = useFieldError(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={['field', 'radio-group', className].filter(Boolean).join(' ')}
      aria-describedby={errorId}
    >
      <legend className="field__label">{legend ?? offerFieldLabel(name)}</legend>
      <div className="radio-group__options">
        {options.map((option) => (
          <label key={option.value} className="radio-group__option">
            <input
              type="radio"
              value={option.value}
              {...registered}
              onChange={(event) => {
                void registered.onChange(event).then(() => onChoose?.(option.value));
              }}
              aria-invalid={error === undefined ? undefined : true}
            />
            {option.label}
          </label>
        ))}
      </div>
      <ErrorText id={errorId} message={error} />
    </fieldset>
  );
}

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Called when the user ticks or unticks it, after the form holds it. */
  onToggle?: (checked: boolean) => void;
}

export function CheckboxField({ name, label, hint, onToggle }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const registered = register(name);
  const error = useFieldError(name);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field field--checkbox">
      <label className="checkbox-field">
        <input
          type="checkbox"
          {...registered}
          onChange={(event) => {
            const { checked } = event.target;
            void registered.onChange(event).then(() => onToggle?.(checked));
          }}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={describedBy(hint !== undefined && hintId, errorId)}
        />
        {label}
      </label>
      {hint === undefined ? null : (
        <span className="field__hint" id={hintId}>
          {hint}
        </span>
      )}
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
