// The review modal of spec §2/§4 ('Laisser un avis'), always present in the
// shell and opened from the home testimonials through lib/dialogs.
// - Opening resets loading, sent and error.
// - An invalid form marks its fields touched and sends nothing.
// - While sending the button reads 'Envoi…'; on success the thanks replace
//   the form and the modal closes after 3 s; any failure shows one message.
import { useCallback, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import Modal from '../ui/Modal';
import { createAltchaRun } from '../../lib/altcha';
import { closeDialog, useDialogOpen } from '../../lib/dialogs';
import { newIdempotencyKey } from '../../lib/leadApi';
import { sendReview } from '../../lib/reviewApi';
import { useSite } from '../../lib/site';
import { reviewRule, validateReview, type FieldRule } from '../../lib/validation';
import './formFields.css';
import './ReviewModal.css';

/** Spec §9: the review modal closes 3000 ms after a successful send. */
export const REVIEW_AUTO_CLOSE_MS = 3000;

type ReviewField = 'name' | 'company' | 'message';
const FIELDS: ReviewField[] = ['name', 'company', 'message'];
const EMPTY = { name: '', company: '', message: '' };

export default function ReviewModal() {
  const open = useDialogOpen('review');
  const site = useSite();
  const uid = useId();
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ReviewField, boolean>>>({});
  const [loading, setLoading] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState(false);
  const openedAt = useRef(0);
  const idempotencyKey = useRef<string | null>(null);
  // The proof of work, solved in the background from the first focus in the form.
  const altcha = useMemo(() => createAltchaRun(site.apiBase), [site.apiBase]);
  // Answers that arrive after the modal was closed (or reopened) are ignored.
  const session = useRef(0);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      // Spec §4: opening resets loading, sent and error.
      setLoading(false);
      setSent(false);
      setError(false);
    }
  }

  useEffect(() => {
    if (!open) return;
    session.current += 1;
    openedAt.current = Date.now();
  }, [open]);

  useEffect(() => {
    if (!open || !sent) return;
    // The form (and the focused button) just left the dialog: keep the focus inside it.
    thanksRef.current?.focus();
    const timer = window.setTimeout(closeDialog, REVIEW_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [open, sent]);

  const errors = validateReview(values);
  const errorFor = (field: ReviewField) => (touched[field] ? errors[field] : undefined);

  const onClose = useCallback(() => closeDialog(), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading) return;
    if (Object.keys(errors).length > 0) {
      setTouched({ name: true, company: true, message: true });
      if (errors.message) messageRef.current?.focus();
      return;
    }
    const current = session.current;
    setLoading(true);
    setError(false);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      await sendReview(site.apiBase, {
        ...values,
        idempotencyKey: idempotencyKey.current,
        website: '',
        fillMs: Date.now() - openedAt.current,
        altcha: await altcha.answer(),
      });
      altcha.reset();
      if (current !== session.current) return;
      setSent(true);
      setValues(EMPTY);
      setTouched({});
      idempotencyKey.current = null;
    } catch {
      altcha.reset();
      if (current !== session.current) return;
      setError(true);
    } finally {
      if (current === session.current) setLoading(false);
    }
  }

  function field(name: ReviewField, rule: FieldRule) {
    const id = `${uid}-${name}`;
    const message = errorFor(name);
    const common = {
      id,
      name,
      value: values[name],
      required: rule.required,
      maxLength: rule.maxLength,
      autoComplete: rule.autocomplete,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-error` : undefined,
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
    };
    const onChange = (event: { target: { value: string } }) => {
      idempotencyKey.current = null;
      setValues((v) => ({ ...v, [name]: event.target.value }));
    };
    return (
      <div className="review-modal__field" key={name}>
        <label htmlFor={id}>
          {rule.label}
          {rule.required && (
            <span className="review-modal__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
          {!rule.required && <span className="review-modal__optional"> (facultatif)</span>}
        </label>
        {rule.type === 'textarea' ? (
          <textarea {...common} ref={messageRef} rows={5} onChange={onChange} />
        ) : (
          <input {...common} type="text" onChange={onChange} />
        )}
        {message && (
          <p id={`${id}-error`} className="review-modal__error">
            {message}
          </p>
        )}
      </div>
    );
  }

  const titleId = `${uid}-title`;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} className="review-modal">
      <h2 id={titleId} className="review-modal__title">
        Laisser un avis
      </h2>
      {sent ? (
        <div className="review-modal__sent" role="status" ref={thanksRef} tabIndex={-1}>
          <p className="review-modal__thanks">Merci pour votre avis !</p>
          <p>La fenêtre se fermera automatiquement dans 3 secondes…</p>
        </div>
      ) : (
        <form className="review-modal__form" noValidate onSubmit={onSubmit} onFocus={altcha.start}>
          {FIELDS.map((name) => field(name, reviewRule(name)))}
          <div role="alert" className="review-modal__status">
            {error && <p className="review-modal__failure">Une erreur est survenue. Veuillez réessayer.</p>}
          </div>
          <button
            type="submit"
            className="button review-modal__submit"
            aria-disabled={loading || undefined}
            aria-busy={loading || undefined}
          >
            {loading ? 'Envoi…' : 'Envoyer mon avis'}
          </button>
          <p className="review-modal__note">Votre avis sera publié après relecture par notre équipe.</p>
        </form>
      )}
    </Modal>
  );
}
