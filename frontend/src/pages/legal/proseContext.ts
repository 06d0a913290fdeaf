// What the runs of a legal page read besides their own text: the audit's
// figures (the accessibility statement's facts count them from its table).
import { createContext, useContext } from 'react';
import type { AuditFigures } from './proseTypes';

export const AuditFiguresContext = createContext<AuditFigures | null>(null);

export function useAuditFigures(): AuditFigures | null {
  return useContext(AuditFiguresContext);
}
