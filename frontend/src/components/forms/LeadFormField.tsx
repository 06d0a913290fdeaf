// One field of the lead form: its visible label (with the required-field
// asterisk), the input or textarea the rule asks for, its message, and for a
// long text the character count.
import type { ChangeEvent } from 'react';
import type { FieldRule } from '../../lib/validation';

export interface LeadFormFieldProps {
  /** The element's id; the label, message and count ids derive from it. */
  id: string;
  /** The field's name in the posted form ('email', 'extras.sitesCount'). */
  name: string;
  /** The rule of content/validation.json: label, type, limits. */
  rule: FieldRule;
  /** The current value. */
  value: string;
  /** The message to show, if the field is invalid. */
  error: string | undefined;
  /** 'numeric' brings up the number keyboard. */
  inputMode?: 'numeric';
  /** Spans the whole row of the grid. */
  wide?: boolean;
  /** A note under the label, read with the field (what filling it changes). */
  hint?: string;
  /** Called with the new value at every change. */
  onEdit: (name: string, value: string) => void;
  /** Called when the field loses focus. */
  onTouch: (name: string) => void;
}

export default function LeadFormField({
  id,
  name,
  rule,
  value,
  error,
  inputMode,
  wide,
  hint,
  onEdit,
  onTouch,
}: LeadFormFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required: rule.required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [hint ? `${id}-hint` : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
    autoComplete: rule.autocomplete,
    placeholder: rule.placeholder || undefined,
    // A long message is never cut without a word: the count below says
    // when it is too long, and validation refuses it with its message.
    maxLength: rule.type === 'textarea' ? undefined : rule.maxLength,
    onBlur: () => onTouch(name),
  };
  const countId = `${id}-count`;
  const length = [...value].length;
  const over = rule.maxLength !== undefined && length > rule.maxLength;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onEdit(name, event.target.value);
  const inputType = rule.type === 'email' ? 'email' : rule.type === 'tel' ? 'tel' : 'text';
  return (
    <div className={`lead-form__field${wide ? ' lead-form__field--wide' : ''}`}>
      <label htmlFor={id}>
        {rule.label}
        {rule.required && (
          <span className="lead-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="lead-form__hint">
          {hint}
        </p>
      )}
      {rule.type === 'textarea' ? (
        <>
          <textarea
            {...common}
            aria-describedby={[error ? errorId : null, countId].filter(Boolean).join(' ')}
            rows={5}
            onChange={onChange}
          />
          {rule.maxLength !== undefined && (
            <p id={countId} className="lead-form__count" data-over={over || undefined}>
              {length} / {rule.maxLength} caractères
              {/* Announced only when it matters, not at every key press. */}
              <span className="visually-hidden" aria-live="polite">
                {over ? `Message trop long de ${length - rule.maxLength} caractères.` : ''}
              </span>
            </p>
          )}
        </>
      ) : (
        <input {...common} type={inputType} inputMode={inputMode} onChange={onChange} />
      )}
      {error && (
        <p id={errorId} className="lead-form__error">
          {error}
        </p>
      )}
    </div>
  );
}
