// The lead form of spec §2/§5 (implemented by the leads issue).
import type { LeadContext, ExtraFieldDefinition } from '../lib/leadTypes';

export interface LeadFormProps {
  /** Which offer the lead is about (spec §3). */
  context: LeadContext;
  /** Heading above the form. */
  title?: string;
  /** Submit button label; default 'Être recontacté par un conseiller' (spec §9). */
  submitLabel?: string;
  /** Extra fields of this page (spec §3 table); default: the context's own. */
  extraFields?: ExtraFieldDefinition[];
}

export default function LeadForm({ title }: LeadFormProps) {
  return title ? <h2>{title}</h2> : null;
}
