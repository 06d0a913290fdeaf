// Lead form types of spec §3.

/** The page a lead comes from. */
export type LeadContext = 'telephonie' | 'internet' | 'infogerance' | 'cyber' | 'contact';

/** One extra field of a lead form (spec §3). */
export interface ExtraFieldDefinition {
  /** Key in the extras map. */
  key: string;
  /** Visible label. */
  label: string;
  /** Input type. */
  type: 'text' | 'number' | 'textarea';
  /** Placeholder text. */
  placeholder?: string;
  /** autocomplete attribute. */
  autocomplete?: string;
  /** Required only if flagged (spec §5). */
  required?: boolean;
  /** Sort order in the mail message; default 1. */
  weight?: number;
}
