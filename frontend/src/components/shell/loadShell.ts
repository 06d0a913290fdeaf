// Loads the page shell's chunk (ShellFrame and everything it uses) only when
// a shell part is on. Like a page chunk, it is loaded before hydrating and
// before rendering on the server, so the first render matches the server's.
import type { ComponentType } from 'react';
import type { ShellFrameProps } from './ShellFrame';

let frame: ComponentType<ShellFrameProps> | null = null;

export async function loadShell(): Promise<void> {
  frame ??= (await import('./ShellFrame')).default;
}

/** The shell component, which must have been loaded. */
export function shellFrame(): ComponentType<ShellFrameProps> {
  if (!frame) throw new Error('Page shell rendered before its chunk was loaded');
  return frame;
}
