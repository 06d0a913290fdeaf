import type { Plugin } from 'vite';

export function frenchSpacing(text: string): string;
export const TYPOGRAPHY_EXAMPLES: [string, string][];
export function applyToModule(code: string, id: string): { code: string; map: unknown } | null;
export default function frenchTypography(): Plugin;
